/**
 * `GET /hotels` (trending and search) and `GET /hotels/{id}` (rule hotels.api.trending,
 * rule hotels.api.search, rule hotels.api.detail): fetchers, query keys and query options. A list failure
 * toasts the server's message (rule hotels.error.list).
 */
import { apiGet } from '@andaman/shared/api-client/http';
import type { HotelCategory } from '@andaman/shared/contracts/hotel-categories';
import { hotelListResponseSchema, hotelResponseSchema } from '@andaman/shared/contracts/hotels';
import { keepPreviousData, type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, TRENDING_PAGE_SIZE } from '../domain/search-params';

/** The search filters of `GET /hotels`. */
export type HotelSearchFilters = {
  locationId: number;
  page: number;
  pricePerNight?: number;
  categories: readonly HotelCategory[];
};

/** Query keys, general to specific. */
export const hotelKeys = {
  all: ['hotels'] as const,
  lists: () => [...hotelKeys.all, 'list'] as const,
  trending: (page: number) => [...hotelKeys.lists(), 'trending', page] as const,
  search: (filters: HotelSearchFilters) => [...hotelKeys.lists(), 'search', filters] as const,
  detail: (id: number) => [...hotelKeys.all, 'detail', id] as const,
};

/** The trending list: 9 per page. */
export async function getTrendingHotels(page: number, signal?: AbortSignal) {
  const response = await apiGet('/hotels', hotelListResponseSchema, {
    searchParams: { limit: TRENDING_PAGE_SIZE, page },
    signal,
  });
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
  const response = await apiGet('/hotels', hotelListResponseSchema, { searchParams, signal });
  return response.data;
}

/** One hotel. */
export async function getHotel(id: number, signal?: AbortSignal) {
  const response = await apiGet(`/hotels/${id}`, hotelResponseSchema, { signal });
  return response.data;
}

export const trendingHotelsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: hotelKeys.trending(page),
    queryFn: ({ signal }) => getTrendingHotels(page, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: true },
  });

/** Runs only with a location (rule hotels.api.search). */
export const searchHotelsQueryOptions = (filters: HotelSearchFilters | undefined) =>
  queryOptions({
    queryKey: filters ? hotelKeys.search(filters) : [...hotelKeys.lists(), 'search', 'none'],
    queryFn: filters ? ({ signal }) => searchHotels(filters, signal) : skipToken,
    placeholderData: keepPreviousData,
    meta: { errorToast: true },
  });

/** The hotel id of `/hotels/{hotelId}`: a positive whole number, else none. */
export const hotelIdFrom = (value: string | undefined): number | undefined =>
  value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;

/** No id, nothing asked: the page shows "This hotel doesn't exist". */
export const hotelQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: id === undefined ? [...hotelKeys.all, 'detail', 'none'] : hotelKeys.detail(id),
    queryFn: id === undefined ? skipToken : ({ signal }) => getHotel(id, signal),
    retry: (count, error) => count < 3 && !('status' in error && error.status === 404),
  });

/** `RemoteRoute.prefetch` of `/hotels/:hotelId`: the hotel, as the page asks for it. */
export async function prefetchHotel(
  params: Readonly<Record<string, string | undefined>>,
  queryClient: QueryClient,
) {
  const id = hotelIdFrom(params.hotelId);
  if (id !== undefined) await queryClient.prefetchQuery(hotelQueryOptions(id));
}
