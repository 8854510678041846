/**
 * `GET /locations` (rule site.api.locations): the destinations of the Home search and the hotel search. One
 * module with its key, fetcher, query options and hook; the shell and the hotels remote share the cache
 * entry.
 */
import { apiGet } from '@andaman/shared/api-client/http';
import { type Location, locationListResponseSchema } from '@andaman/shared/contracts/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Query keys of `GET /locations`. */
export const locationKeys = {
  /** Every location query. */
  all: ['locations'] as const,
  /** The location list. */
  list: () => [...locationKeys.all, 'list'] as const,
};

/** The list of locations. */
export async function getLocations(signal?: AbortSignal): Promise<Location[]> {
  const response = await apiGet('/locations', locationListResponseSchema, signal ? { signal } : {});
  return response.data;
}

/** Not refetched on window focus (rule site.api.locations); it rarely changes, so fresh for 5 minutes. */
export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: locationKeys.list(),
    queryFn: ({ signal }) => getLocations(signal),
    refetchOnWindowFocus: false,
    staleTime: 5 * 60 * 1000,
  });

/** The destinations of the searches. */
export function useLocations() {
  return useQuery(locationsQueryOptions());
}
