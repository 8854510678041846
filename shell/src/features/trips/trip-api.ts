/**
 * A booking read again by its owner (rule trips.api.read, rule trips.api.lookup): with the owner token this
 * browser keeps, or found by reference and e-mail (which gives this browser a token).
 */
import { ApiError, apiGet, apiPost } from '@andaman/shared/api-client/http';
import { BOOKING_TOKEN_HEADER } from '@andaman/shared/contracts/booking-receipt';
import {
  type Trip,
  type TripLookupRequest,
  tripLookupResponseSchema,
  tripResponseSchema,
} from '@andaman/shared/contracts/trips';
import { ownerTokenOf, rememberBooking } from '@andaman/shared/state/device-bookings';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

/** Query keys of the trips. */
export const tripKeys = {
  all: ['trips'] as const,
  trip: (reference: string) => [...tripKeys.all, reference] as const,
};

/** `GET /trips/{reference}` with this browser's token; `undefined` when this browser holds none. */
export async function fetchTrip(reference: string, signal?: AbortSignal): Promise<Trip | undefined> {
  const token = ownerTokenOf(reference);
  if (!token) return undefined;
  const response = await apiGet(`/trips/${encodeURIComponent(reference)}`, tripResponseSchema, {
    headers: { [BOOKING_TOKEN_HEADER]: token },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** One booking of this browser (none for a reference it holds no token of). */
export const tripQueryOptions = (reference: string | undefined) =>
  queryOptions({
    queryKey: tripKeys.trip(reference ?? ''),
    queryFn: ({ signal }) => (reference ? fetchTrip(reference, signal) : Promise.resolve(undefined)),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** The booking `reference` as this browser may read it. */
export const useTrip = (reference: string | undefined) => useQuery(tripQueryOptions(reference));

/** The message of a lookup that finds nothing (rule trips.lookup.form). */
export const LOOKUP_NOT_FOUND_MESSAGE = 'We could not find a booking with that reference and e-mail.';

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

/** Finds a booking by reference and e-mail. */
export const useLookupTrip = () =>
  useMutation(mutationOptions({ mutationKey: ['trips', 'lookup'], mutationFn: lookupTrip }));
