/**
 * The holiday package booking request (`POST /api/holiday-package-bookings`): what the checkout sends
 * and the API validates. Apart from `holidays` so the package pages do not build the booking's schemas.
 */
import { bookingIdSchema, bookingReceiptSchema } from '@andaman/shared/contracts/booking-receipt';
import {
  apiResponse,
  headCountSchema,
  idSchema,
  isoDateOrDateTimeSchema,
  withinBookingHorizon,
} from '@andaman/shared/contracts/common';
import { guestContactSchema, guestListSchema, guestsMatchCount } from '@andaman/shared/contracts/guests';
import { z } from 'zod';

/** `POST /api/holiday-package-bookings` body. */
export const holidayBookingRequestSchema = guestContactSchema
  .extend({
    guestCount: headCountSchema,
    guests: guestListSchema,
    checkIn: isoDateOrDateTimeSchema,
    holidayPackageId: idSchema,
  })
  .refine(guestsMatchCount.check, guestsMatchCount.params);
/** Holiday package booking request. */
export type HolidayBookingRequest = z.infer<typeof holidayBookingRequestSchema>;

/** `holidayBookingRequestSchema` with its dates held to the booking horizon of `today()` (what the API checks). */
export const holidayBookingRequestSchemaOn = (today: () => Date) =>
  withinBookingHorizon(holidayBookingRequestSchema, ['checkIn'], today);
/** Holiday package booking request before parsing. */
export type HolidayBookingRequestInput = z.input<typeof holidayBookingRequestSchema>;

/** A created holiday package booking request: its public id, reference and owner token with what was asked. */
export const holidayBookingSchema = z.object({
  id: bookingIdSchema,
  ...bookingReceiptSchema.shape,
  holidayPackageId: z.number().int().positive(),
  checkIn: z.string(),
  guestCount: z.number().int().positive(),
  total: z.number().nonnegative(),
  status: z.literal('REQUESTED'),
  createdAt: z.string(),
});
/** A stored holiday package booking. */
export type HolidayBooking = z.infer<typeof holidayBookingSchema>;

/** `POST /api/holiday-package-bookings` → `{ success, message, data: HolidayBooking }`. */
export const holidayBookingResponseSchema = apiResponse(holidayBookingSchema);
