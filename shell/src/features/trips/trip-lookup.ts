/**
 * Finding a booking by reference and e-mail (rule trips.api.lookup, rule trips.lookup.form): the form's
 * check and the lookup itself. Loaded when the form is first used, not with the page: they need zod and
 * ky, which the trip pages do not need to show a booking.
 */
import { ApiError, apiPost } from '@andaman/shared/api-client/http';
import {
  type Trip,
  type TripLookupInput,
  type TripLookupRequest,
  tripLookupRequestSchema,
  tripLookupResponseSchema,
} from '@andaman/shared/contracts/trips';
import { rememberBooking } from '@andaman/shared/state/device-bookings';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** The message of a lookup that finds nothing (rule trips.lookup.form). */
export const LOOKUP_NOT_FOUND_MESSAGE = 'We could not find a booking with that reference and e-mail.';

/** The form's check, with the messages of rule trips.lookup.form. */
export const tripLookupResolver: Resolver<TripLookupInput, unknown, TripLookupRequest> =
  zodResolver(tripLookupRequestSchema);

/** `POST /trips/lookup`: the booking, whose token this browser then keeps. */
export async function lookupTrip(request: TripLookupRequest): Promise<Trip> {
  const response = await apiPost('/trips/lookup', request, tripLookupResponseSchema).catch(
    (error: unknown) => {
      // The server says "Booking not found"; the form says what to check.
      throw error instanceof ApiError && error.status === 404
        ? new ApiError(LOOKUP_NOT_FOUND_MESSAGE, { status: 404, cause: error })
        : error;
    },
  );
  rememberBooking({ reference: response.data.trip.reference, ownerToken: response.data.ownerToken });
  return response.data.trip;
}
