/**
 * A booking as its owner reads it again (`GET /api/trips/{reference}`, `POST /api/trips/lookup`): the
 * trip page, the thank-you pages and the printable ticket show it (rule trips.api.read, rule trips.api.lookup).
 */
import { bookingReferenceSchema, ownerTokenSchema } from '@andaman/shared/contracts/booking-receipt';
import { apiResponse, emailSchema, isoDateSchema } from '@andaman/shared/contracts/common';
import { normalizeReference } from '@andaman/shared/rules/booking-reference';
import { z } from 'zod';

/** What kind of booking a trip is. */
export const TRIP_KINDS = ['ferry', 'activity', 'hotel', 'holiday'] as const;
/** What kind of booking a trip is. */
export const tripKindSchema = z.enum(TRIP_KINDS);
/** What kind of booking a trip is. */
export type TripKind = z.infer<typeof tripKindSchema>;

/**
 * Where a booking stands: a request the team will confirm (hotels, packages), waiting for its payment,
 * paid, or its payment failed (rule trips.status).
 */
export const tripStatusSchema = z.enum(['requested', 'awaiting-payment', 'paid', 'payment-failed']);
/** Where a booking stands. */
export type TripStatus = z.infer<typeof tripStatusSchema>;

/** The three ferry operators as a trip names them. */
export const ferryOperatorSchema = z.enum(['makruzz', 'nautika', 'green-ocean']);
/** A ferry operator. */
export type FerryOperator = z.infer<typeof ferryOperatorSchema>;

/** One leg of a ferry trip, from the operator's timetable. */
export const ferryLegSchema = z.object({
  operator: ferryOperatorSchema,
  from: z.string(),
  to: z.string(),
  date: isoDateSchema,
  /** `HH:mm`, 24 hours, island time. */
  departure: z.string(),
  arrival: z.string(),
  vessel: z.string(),
  className: z.string(),
  passengers: z.number().int().nonnegative(),
  /** Seat names, empty where the operator gives none (Makruzz). */
  seats: z.array(z.string()),
});
/** One leg of a ferry trip. */
export type FerryLeg = z.infer<typeof ferryLegSchema>;

const tripFields = {
  reference: bookingReferenceSchema,
  status: tripStatusSchema,
  /** What the booking costs, in rupees (the server's figure). */
  amount: z.number().nonnegative(),
  createdAt: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
};

/** A booking as its owner sees it. */
export const tripSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ferry'),
    ...tripFields,
    /** In travel order. */
    legs: z.array(ferryLegSchema),
    travellers: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('activity'),
    ...tripFields,
    activityName: z.string(),
    location: z.string(),
    date: isoDateSchema,
    participants: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal('hotel'),
    ...tripFields,
    hotelName: z.string(),
    roomName: z.string(),
    checkIn: isoDateSchema,
    checkOut: isoDateSchema,
    nights: z.number().int().positive(),
    rooms: z.number().int().positive(),
    guests: z.number().int().positive(),
  }),
  z.object({
    kind: z.literal('holiday'),
    ...tripFields,
    packageName: z.string(),
    checkIn: isoDateSchema,
    nights: z.number().int().nonnegative(),
    guests: z.number().int().positive(),
  }),
]);
/** A booking as its owner sees it. */
export type Trip = z.infer<typeof tripSchema>;

/** `GET /api/trips/{reference}` (with the owner token) → `{ success, data: Trip }`. */
export const tripResponseSchema = apiResponse(tripSchema);

/** Messages of the find-a-booking form (rule trips.lookup.form). */
export const tripLookupMessages = {
  reference: 'Enter the booking reference, e.g. AND-7K3P9Q',
  email: 'Enter the e-mail address you booked with',
} as const;

/** `POST /api/trips/lookup` body: the reference as typed (see `normalizeReference`) and the booking's e-mail. */
export const tripLookupRequestSchema = z.object({
  reference: z
    .string({ error: tripLookupMessages.reference })
    .transform((text, ctx) => {
      const reference = normalizeReference(text);
      if (reference === undefined) {
        ctx.addIssue({ code: 'custom', message: tripLookupMessages.reference });
        return z.NEVER;
      }
      return reference;
    })
    .pipe(bookingReferenceSchema),
  email: z.string({ error: tripLookupMessages.email }).trim().pipe(emailSchema(tripLookupMessages.email)),
});
/** A lookup as typed. */
export type TripLookupInput = z.input<typeof tripLookupRequestSchema>;
/** A lookup, normalised. */
export type TripLookupRequest = z.output<typeof tripLookupRequestSchema>;

/** `POST /api/trips/lookup` → the trip and an owner token for this device to remember it by. */
export const tripLookupResponseSchema = apiResponse(
  z.object({ trip: tripSchema, ownerToken: ownerTokenSchema }),
);
