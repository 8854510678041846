/**
 * The hotel booking request (`POST /api/hotel-bookings`): what the checkout sends and the API validates.
 * Apart from `hotels` so the list and detail pages do not build the booking's schemas.
 */
import { bookingIdSchema, bookingReceiptSchema } from '@andaman/shared/contracts/booking-receipt';
import {
  apiResponse,
  headCountSchema,
  idSchema,
  isoDateOrDateTimeSchema,
  MAX_STAY_NIGHTS,
  withinBookingHorizon,
} from '@andaman/shared/contracts/common';
import { guestContactSchema, guestListSchema, guestsMatchCount } from '@andaman/shared/contracts/guests';
import { hotelSearchMessages } from '@andaman/shared/contracts/hotel-search-messages';
import { z } from 'zod';

/** Whole days between two ISO dates (their date parts), for the stay-length limit. */
const stayNights = (checkIn: string, checkOut: string): number =>
  Math.round((Date.parse(checkOut.slice(0, 10)) - Date.parse(checkIn.slice(0, 10))) / 86_400_000);

/** `POST /api/hotel-bookings` body. `guests` lists one entry per guest (`guestCount`). */
export const hotelBookingRequestSchema = guestContactSchema
  .extend({
    guestCount: headCountSchema,
    roomCount: headCountSchema.default(1),
    guests: guestListSchema,
    checkIn: isoDateOrDateTimeSchema,
    checkOut: isoDateOrDateTimeSchema,
    roomTypeId: idSchema,
  })
  .refine((v) => v.checkOut.slice(0, 10) > v.checkIn.slice(0, 10), {
    path: ['checkOut'],
    message: hotelSearchMessages.checkOutAfterCheckIn,
    when: (payload) => payload.issues.length === 0,
  })
  .refine((v) => stayNights(v.checkIn, v.checkOut) <= MAX_STAY_NIGHTS, {
    path: ['checkOut'],
    message: `a stay can be at most ${MAX_STAY_NIGHTS} nights`,
    when: (payload) => payload.issues.length === 0,
  })
  .refine(guestsMatchCount.check, guestsMatchCount.params);
/** Hotel booking request. */
export type HotelBookingRequest = z.infer<typeof hotelBookingRequestSchema>;

/** `hotelBookingRequestSchema` with its dates held to the booking horizon of `today()` (what the API checks). */
export const hotelBookingRequestSchemaOn = (today: () => Date) =>
  withinBookingHorizon(hotelBookingRequestSchema, ['checkIn', 'checkOut'], today);
/** Hotel booking request before parsing (age may be text). */
export type HotelBookingRequestInput = z.input<typeof hotelBookingRequestSchema>;

/** A created hotel booking request: its public id, reference and owner token with what was asked. */
export const hotelBookingSchema = z.object({
  id: bookingIdSchema,
  ...bookingReceiptSchema.shape,
  roomTypeId: z.number().int().positive(),
  hotelId: z.number().int().positive(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int().positive(),
  guestCount: z.number().int().positive(),
  roomCount: z.number().int().positive(),
  /** What the stay costs, priced by the server (rule hotels.price.per-room-night). */
  total: z.number().nonnegative(),
  status: z.literal('REQUESTED'),
  createdAt: z.string(),
});
/** A stored hotel booking request. */
export type HotelBooking = z.infer<typeof hotelBookingSchema>;

/** `POST /api/hotel-bookings` → `{ success, message, data: HotelBooking }`. */
export const hotelBookingResponseSchema = apiResponse(hotelBookingSchema);
