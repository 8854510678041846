import { apiGet } from '@andaman/shared/api-client/http';
import { type Location, locationListResponseSchema } from '@andaman/shared/contracts/locations';
import { locationKeys } from '@andaman/shared/query/keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `GET /locations` → the destinations of the home search (spec 000 §7). */
export async function getLocations(signal?: AbortSignal): Promise<Location[]> {
  const response = await apiGet('/locations', locationListResponseSchema, signal ? { signal } : {});
  return response.data;
}

/** The location list: not refetched on window focus (spec 000 §7); it rarely changes, so fresh for 5 minutes. */
export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: locationKeys.list(),
    queryFn: ({ signal }) => getLocations(signal),
    refetchOnWindowFocus: false,
    staleTime: 5 * 60 * 1000,
  });

/** The destinations of the home search. */
export function useLocations() {
  return useQuery(locationsQueryOptions());
}
