import {
  BOOKING_NOT_FOUND_MESSAGE,
  BOOKING_TOKEN_HEADER,
  bookingReferenceSchema,
} from '@andaman/shared/contracts/booking-receipt';
import {
  tripLookupRequestSchema,
  tripLookupResponseSchema,
  tripResponseSchema,
} from '@andaman/shared/contracts/trips';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bookingReferences } from '../../db/schema';
import type { Deps } from '../../deps';
import { okWith } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { parseWith, readJsonValue } from '../../http/validation';
import { isOwner, issueOwnerToken } from './owners';
import { readTrip } from './trip-view';

/**
 * A booking read again by its owner: `GET /trips/{reference}` with an owner token in `X-Booking-Token`
 * (rule trips.api.read), or `POST /trips/lookup` with the reference and the e-mail it was booked with, which
 * also gives this device an owner token (rule trips.api.lookup; rate-limited per client). Anything else —
 * no such reference, a malformed one, no token, another booking's token, another e-mail — is the same 404
 * "Booking not found" (rule trips.not-found). Both answers are checked with the schemas the site reads
 * them by (`okWith`), so the trip pages need not check them again on their first load.
 */
export const tripRoutes = ({ db, config }: Deps) =>
  new Hono()
    .get('/trips/:reference', async (c) => {
      const reference = bookingReferenceSchema.safeParse(c.req.param('reference'));
      const owned =
        reference.success && (await isOwner(db, reference.data, c.req.header(BOOKING_TOKEN_HEADER)));
      const trip = owned ? await readTrip(db, reference.data) : undefined;
      if (!trip) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
      return okWith(c, tripResponseSchema, trip);
    })
    .post('/trips/lookup', async (c) => {
      const { reference, email } = parseWith(tripLookupRequestSchema, await readJsonValue(c));
      const [registered] = await db
        .select({ email: bookingReferences.email })
        .from(bookingReferences)
        .where(eq(bookingReferences.reference, reference));
      const trip = registered?.email === email.toLowerCase() ? await readTrip(db, reference) : undefined;
      if (!trip) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
      return okWith(c, tripLookupResponseSchema, {
        trip,
        ownerToken: await issueOwnerToken(db, reference, config.now()),
      });
    });
