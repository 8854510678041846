/**
 * What identifies a booking to its owner (rule trips.reference, rule trips.owner-token): the public id
 * of a booking, its human reference and the owner token the server gives once, when it is created.
 * Apart from `trips` so a checkout that only books does not build the trip page's schemas.
 */
import { OWNER_TOKEN_PATTERN, REFERENCE_PATTERN } from '@andaman/shared/rules/booking-reference';
import { z } from 'zod';

export { BOOKING_TOKEN_HEADER } from '@andaman/shared/rules/booking-reference';

/** A booking reference as the server issues it, e.g. `AND-7K3P9Q`. */
export const bookingReferenceSchema = z.string().regex(REFERENCE_PATTERN, 'must be a booking reference');
/** A booking reference. */
export type BookingReference = z.infer<typeof bookingReferenceSchema>;

/** A booking's owner token: random, at least 128 bits, base64url; only its hash is kept by the server. */
export const ownerTokenSchema = z.string().regex(OWNER_TOKEN_PATTERN, 'must be a booking token');

/** The public id of a booking (random, at least 64 bits): what URLs and API bodies name a booking by. */
export const bookingIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11,64}$/, 'must be a booking id');

/** What every created booking answers besides its own fields: its reference and owner token. */
export const bookingReceiptSchema = z.object({
  reference: bookingReferenceSchema,
  ownerToken: ownerTokenSchema,
});
/** A created booking's reference and owner token. */
export type BookingReceipt = z.infer<typeof bookingReceiptSchema>;

/** The one answer for a booking that does not exist or is not the asker's (rule trips.not-found). */
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';
