/**
 * `GET /holidayPackage` (paged, optional mainLocationId) and `GET /holidayPackage/{id}`
 * (rule holidays.api.list, rule holidays.api.detail):
 * keys, fetchers, query options and hooks. Both answers are checked by the API with their shared schema
 * (`okWith`), so they are read with `apiRead`: the package pages start without zod or ky.
 */
import { apiRead } from '@andaman/shared/api-client/api-read';
import type {
  HolidayPackage,
  holidayPackageListResponseSchema,
  holidayPackageResponseSchema,
} from '@andaman/shared/contracts/holidays';
import { readUrlParams } from '@andaman/shared/contracts/url-params';
import { whenDefined } from '@andaman/shared/query/when-defined';
import type { RemoteRoute, RemoteWidgetPrefetch } from '@andaman/shared/remote-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PackageCardModel, packageCard } from '../domain/package-card';
import { PACKAGES_PAGE_SIZE } from '../domain/package-rules';
import { destinationParams, packageParams } from '../domain/page-params';
import { holidayPackageKeys } from './holiday-package-keys';

/** Message of a failed package list (rule holidays.error.list). */
export const PACKAGES_LOAD_FAILED = 'Failed to load packages.';
/** Message of a missing package (rule holidays.detail.missing). */
export const PACKAGE_NOT_FOUND = 'Holiday package not found';

/** What one page of the list asks for. */
export interface PackageListFilters {
  page: number;
  /** Location id from Home's `destination` parameter; absent lists every package. */
  mainLocationId?: number;
}

/** One page of packages (6 per page). */
export async function getHolidayPackages(filters: PackageListFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(PACKAGES_PAGE_SIZE) });
  if (filters.mainLocationId !== undefined) query.set('mainLocationId', String(filters.mainLocationId));
  const response = await apiRead<typeof holidayPackageListResponseSchema>(`/holidayPackage?${query}`, {
    fallbackMessage: PACKAGES_LOAD_FAILED,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/**
 * The packages change rarely: a page of the list is kept fresh for 5 minutes. The page Home's first view
 * was rendered with on the server comes with it (dehydrated), so Home does not ask for it again at
 * start-up.
 */
export const PACKAGES_STALE_MS = 5 * 60 * 1000;

/** A page of the list as Home shows it: its cards and the number of packages. */
export type PackageCardPage = { cards: PackageCardModel[]; total: number };

/**
 * A page of the list, cached as the cards it shows (whole packages, with their itineraries, would weigh
 * on Home's HTML). A failed list shows "Failed to load packages." (rule holidays.error.list); the
 * previous page stays while the next loads.
 */
export const getHolidayPackagesQueryOptions = (filters: PackageListFilters) =>
  queryOptions({
    queryKey: holidayPackageKeys.list(filters),
    queryFn: async ({ signal }): Promise<PackageCardPage> => {
      const { data, meta } = await getHolidayPackages(filters, signal);
      return { cards: data.map(packageCard), total: meta.total };
    },
    placeholderData: keepPreviousData,
    staleTime: PACKAGES_STALE_MS,
    meta: { errorToast: PACKAGES_LOAD_FAILED },
  });

/** What Home's list asks for first: page 1, filtered by Home's `?destination=` when it names a location. */
export const homePackagesFilters = (mainLocationId: number | undefined): PackageListFilters => ({
  page: 1,
  ...(mainLocationId === undefined ? {} : { mainLocationId }),
});

/**
 * `RemoteWidgetModule.prefetch` of Home's packages: the first page Home shows for the page's
 * `?destination=`, as the list asks for it.
 */
export const prefetchHomePackages: RemoteWidgetPrefetch = async (queryClient, search) => {
  const { destination } = readUrlParams(destinationParams, search ?? new URLSearchParams());
  await queryClient.prefetchQuery(getHolidayPackagesQueryOptions(homePackagesFilters(destination)));
};

/** One page of the packages list. */
export function useHolidayPackages(filters: PackageListFilters) {
  return useQuery(getHolidayPackagesQueryOptions(filters));
}

/** One package (`start` and `end` stay ISO strings; the page turns them into dates when shown). */
export async function getHolidayPackage(id: number, signal?: AbortSignal): Promise<HolidayPackage> {
  const response = await apiRead<typeof holidayPackageResponseSchema>(`/holidayPackage/${id}`, {
    fallbackMessage: PACKAGE_NOT_FOUND,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** A package by id; without one nothing is asked (the page shows "not found"). */
export const getHolidayPackageQueryOptions = (id: number | undefined) =>
  queryOptions({ queryKey: holidayPackageKeys.detail(id), queryFn: whenDefined(id, getHolidayPackage) });

/** The package of the detail page. */
export function useHolidayPackage(id: number | undefined) {
  return useQuery(getHolidayPackageQueryOptions(id));
}

/** `RemoteRoute.prefetch` of `/itinerary/:itineraryId`: the package, as the page asks for it. */
export const prefetchHolidayPackage: NonNullable<RemoteRoute['prefetch']> = async (params, queryClient) => {
  const { itineraryId } = readUrlParams(packageParams, params);
  if (itineraryId !== undefined) await queryClient.prefetchQuery(getHolidayPackageQueryOptions(itineraryId));
};
