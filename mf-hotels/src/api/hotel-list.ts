/**
 * The lists of /hotels (rule hotels.list.mode): a page of the trending list or of a search, cached as the
 * cards it shows, and the page's prefetch. A list failure toasts the server's message
 * (rule hotels.error.list).
 */
import { whenDefined } from '@andaman/shared/query/when-defined';
import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type HotelCardPage, hotelCardPage } from '../domain/hotel-card';
import { readCategories, readPage, readSearch } from '../domain/search-params';
import { hotelKeys } from './hotel-keys';
import { getTrendingHotels, type HotelSearchFilters, searchHotels } from './hotels';

/**
 * A page of a list changes rarely: kept fresh for 5 minutes. The page a first view was rendered with on
 * the server comes with it (dehydrated), so the live page does not ask for it again at start-up.
 */
export const HOTEL_LIST_STALE_MS = 5 * 60 * 1000;

/**
 * A page of the trending list, as its cards (whole hotels, with their rooms and texts, would weigh on
 * the first view's HTML).
 */
export const getTrendingHotelsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: hotelKeys.trending(page),
    queryFn: async ({ signal }): Promise<HotelCardPage> =>
      hotelCardPage(await getTrendingHotels(page, signal)),
    placeholderData: keepPreviousData,
    staleTime: HOTEL_LIST_STALE_MS,
    meta: { errorToast: true },
  });

/** One page of the trending list; the previous page stays on screen while the next one loads. */
export const useTrendingHotels = (page: number) => useQuery(getTrendingHotelsQueryOptions(page));

/** Nothing is asked without a location (rule hotels.api.search). A page of results, as its cards. */
export const getHotelSearchQueryOptions = (filters: HotelSearchFilters | undefined) =>
  queryOptions({
    queryKey: hotelKeys.search(filters),
    queryFn: whenDefined(
      filters,
      async (input, signal): Promise<HotelCardPage> => hotelCardPage(await searchHotels(input, signal)),
    ),
    placeholderData: keepPreviousData,
    staleTime: HOTEL_LIST_STALE_MS,
    meta: { errorToast: true },
  });

/** One page of a search; the previous page stays on screen while the next one loads. */
export const useHotelSearch = (filters: HotelSearchFilters | undefined) =>
  useQuery(getHotelSearchQueryOptions(filters));

/** The search the address asks for (its location, page, price ceiling and categories), if it has a location. */
export function searchFilters(params: URLSearchParams): HotelSearchFilters | undefined {
  const { locationId, pricePerNight } = readSearch(params);
  if (locationId === undefined) return undefined;
  return { locationId, page: readPage(params), pricePerNight, categories: readCategories(params) };
}

/**
 * `RemoteRoute.prefetch` of `/hotels`: what the list shows for the address, as the page asks for it: the
 * page of results of its search (one query of the same endpoint, as cheap as the trending list), else
 * the page of the trending list. The server's first view is rendered with it, so the cards come with the
 * HTML and the live page asks for nothing at start-up.
 */
export const prefetchHotelList: NonNullable<RemoteRoute['prefetch']> = async (
  _params,
  queryClient,
  search,
) => {
  const params = search ?? new URLSearchParams();
  const filters = searchFilters(params);
  if (filters) await queryClient.prefetchQuery(getHotelSearchQueryOptions(filters));
  else await queryClient.prefetchQuery(getTrendingHotelsQueryOptions(readPage(params)));
};
