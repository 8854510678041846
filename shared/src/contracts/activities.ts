import { bookingIdSchema, bookingReceiptSchema } from '@andaman/shared/contracts/booking-receipt';
import {
  apiResponse,
  emailSchema,
  headCountSchema,
  idParamSchema,
  idSchema,
  isoDateOrDateTimeSchema,
  maxName,
  phoneSchema,
  TEXT_LIMITS,
  withinBookingHorizon,
} from '@andaman/shared/contracts/common';
import { z } from 'zod';

/** An activity (scuba diving, sea walking, …). `offerPrice` zero, null or absent means no offer. */
export const activitySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  images: z.array(z.string()),
  location: z.object({ id: z.number().int().positive().optional(), name: z.string() }),
  description: z.string(),
  starterPrice: z.number().nonnegative(),
  offerPrice: z.number().nonnegative().nullable().optional(),
});
/** An activity. */
export type Activity = z.infer<typeof activitySchema>;

/** `GET /api/activity?limit=` query: optional positive limit. */
export const activityListQuerySchema = z.object({
  limit: z.coerce.number().int().positive().max(1000).optional(),
});
/** Query of the activity list. */
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

/** `GET /api/activity` → `{ success, data: Activity[] }`. */
export const activityListResponseSchema = apiResponse(z.array(activitySchema));
/** `GET /api/activity/{id}` → `{ success, data: Activity }`. */
export const activityResponseSchema = apiResponse(activitySchema);

/** `POST /api/activity-bookings` body. */
export const activityBookingRequestSchema = z.object({
  clientCount: headCountSchema,
  clientName: z.string().trim().min(1, 'Full name is required').max(TEXT_LIMITS.name, maxName),
  clientEmail: emailSchema('Invalid email address'),
  clientPhone: phoneSchema('Phone number must be at least 10 digits'),
  startDate: isoDateOrDateTimeSchema,
  activityId: idSchema,
  /**
   * The traveller's nationality and special requests, as the form took them (rule
   * activities.booking.stored); optional, so a remote built before they were sent still books.
   */
  nationality: z
    .string()
    .trim()
    .max(TEXT_LIMITS.line, `must be at most ${TEXT_LIMITS.line} characters`)
    .default(''),
  specialRequests: z
    .string()
    .trim()
    .max(TEXT_LIMITS.message, `must be at most ${TEXT_LIMITS.message} characters`)
    .default(''),
});
/** Activity booking request. */
export type ActivityBookingRequest = z.infer<typeof activityBookingRequestSchema>;

/** `activityBookingRequestSchema` with its dates held to the booking horizon of `today()` (what the API checks). */
export const activityBookingRequestSchemaOn = (today: () => Date) =>
  withinBookingHorizon(activityBookingRequestSchema, ['startDate'], today);

/**
 * Where an activity booking stands (rule activities.booking.status): `PENDING` until its payment is paid,
 * then `PAID`; `FAILED` when the payment is declined or refused.
 */
export const activityBookingStatusSchema = z.enum(['PENDING', 'PAID', 'FAILED']);
/** Where an activity booking stands. */
export type ActivityBookingStatus = z.infer<typeof activityBookingStatusSchema>;

/** A created activity booking as the API returns it: its public id, reference and owner token. */
export const activityBookingSchema = activityBookingRequestSchema.extend({
  id: bookingIdSchema,
  total: z.number().nonnegative(),
  status: activityBookingStatusSchema,
  createdAt: z.string(),
  ...bookingReceiptSchema.shape,
});
/** A stored activity booking. */
export type ActivityBooking = z.infer<typeof activityBookingSchema>;

/** `POST /api/activity-bookings` → `{ success, data: { id, … } }`. */
export const activityBookingResponseSchema = apiResponse(activityBookingSchema);

/** Validation messages of the activity booking form (rule activities.form.full-name and beside it). */
export const activityFormMessages = {
  fullName: 'Full name is required',
  email: 'Invalid email address',
  phone: 'Phone number must be at least 10 digits',
  nationality: 'Nationality is required',
  startDate: 'Please select a date',
} as const;

/** The activity booking form (/activity-checkout); all inputs are text. */
export const activityFormSchema = z.object({
  fullName: z.string().trim().min(1, activityFormMessages.fullName).max(TEXT_LIMITS.name, maxName),
  email: emailSchema(activityFormMessages.email),
  phone: phoneSchema(activityFormMessages.phone),
  nationality: z.string().trim().min(1, activityFormMessages.nationality),
  startDate: z.string({ error: activityFormMessages.startDate }).min(1, activityFormMessages.startDate),
  specialRequests: z.string().optional(),
});
/** Activity booking form values. */
export type ActivityForm = z.infer<typeof activityFormSchema>;

/** Path parameter `{id}` of `/api/activity/{id}`. */
export const activityIdParamSchema = z.object({ id: idParamSchema });
