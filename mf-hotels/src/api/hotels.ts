/**
 * `GET /hotels` (trending and search) and `GET /hotels/{id}` (rule hotels.api.trending,
 * rule hotels.api.search, rule hotels.api.detail): the fetchers, and the hotel's query options and hook
 * (the lists' are in `hotel-list.ts`, so the detail page's chunk does not take them). Read with
 * `apiRead`, without ky or zod: the API checks these answers with the same schemas before it sends them
 * (`okWith`), and the hotel pages read them on their first load.
 */
import { apiRead } from '@andaman/shared/api-client/api-read';
import type { HotelCategory } from '@andaman/shared/contracts/hotel-categories';
import type { hotelListResponseSchema, hotelResponseSchema } from '@andaman/shared/contracts/hotels';
import { readUrlParams } from '@andaman/shared/contracts/url-params';
import { whenDefined } from '@andaman/shared/query/when-defined';
import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hotelParams, SEARCH_PAGE_SIZE, TRENDING_PAGE_SIZE } from '../domain/search-params';
import { hotelKeys } from './hotel-keys';

/** The search filters of `GET /hotels`. */
export type HotelSearchFilters = {
  locationId: number;
  page: number;
  pricePerNight?: number;
  categories: readonly HotelCategory[];
};

/** The trending list: 9 per page. */
export async function getTrendingHotels(page: number, signal?: AbortSignal) {
  const searchParams = new URLSearchParams({ limit: String(TRENDING_PAGE_SIZE), page: String(page) });
  const response = await apiRead<typeof hotelListResponseSchema>(`/hotels?${searchParams}`, { signal });
  return response.data;
}

/** A search: 10 per page, one `category` parameter per chosen category. */
export async function searchHotels(filters: HotelSearchFilters, signal?: AbortSignal) {
  const searchParams = new URLSearchParams({
    page: String(filters.page),
    limit: String(SEARCH_PAGE_SIZE),
    locationId: String(filters.locationId),
  });
  if (filters.pricePerNight !== undefined) searchParams.set('pricePerNight', String(filters.pricePerNight));
  for (const category of filters.categories) searchParams.append('category', category);
  const response = await apiRead<typeof hotelListResponseSchema>(`/hotels?${searchParams}`, { signal });
  return response.data;
}

/** One hotel. */
export async function getHotel(id: number, signal?: AbortSignal) {
  const response = await apiRead<typeof hotelResponseSchema>(`/hotels/${id}`, { signal });
  return response.data;
}

/** No id, nothing asked: the page shows "This hotel doesn't exist". */
export const getHotelQueryOptions = (id: number | undefined) =>
  queryOptions({ queryKey: hotelKeys.detail(id), queryFn: whenDefined(id, getHotel) });

/** The hotel `id` (nothing is asked without one). */
export const useHotel = (id: number | undefined) => useQuery(getHotelQueryOptions(id));

/** `RemoteRoute.prefetch` of `/hotels/:hotelId`: the hotel, as the page asks for it. */
export const prefetchHotel: NonNullable<RemoteRoute['prefetch']> = async (params, queryClient) => {
  const { hotelId } = readUrlParams(hotelParams, params);
  if (hotelId !== undefined) await queryClient.prefetchQuery(getHotelQueryOptions(hotelId));
};
