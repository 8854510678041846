/**
 * A booking read again by its owner in TanStack Query's cache (rule trips.api.read, rule trips.api.lookup):
 * with the owner token this browser keeps, or found by reference and e-mail (which gives this browser a
 * token). The trip page uses it; the thank-you pages read with `fetchTrip` alone.
 */

import type { TripLookupRequest } from '@andaman/shared/contracts/trips';
import { onUseModule } from '@andaman/shared/on-use-module';
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { fetchTrip } from './trip-read';

/** Query keys of the trips. */
export const tripKeys = {
  all: ['trips'] as const,
  trip: (reference: string) => [...tripKeys.all, reference] as const,
};

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

/** The lookup and the form's check, loaded when the form is first used (`preload` on focus). */
export const tripLookup = onUseModule(() => import('./trip-lookup'));

/** Finds a booking by reference and e-mail. */
export const useLookupTrip = () =>
  useMutation(
    mutationOptions({
      mutationKey: ['trips', 'lookup'],
      mutationFn: async (request: TripLookupRequest) => (await tripLookup.load()).lookupTrip(request),
    }),
  );
