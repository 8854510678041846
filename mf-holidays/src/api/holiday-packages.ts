/**
 * `GET /holidayPackage` (paged, optional mainLocationId) and `GET /holidayPackage/{id}`
 * (rule holidays.api.list, rule holidays.api.detail):
 * keys, fetchers, query options and hooks.
 */
import { apiGet } from '@andaman/shared/api-client/http';
import {
  type HolidayPackage,
  holidayPackageListResponseSchema,
  holidayPackageResponseSchema,
} from '@andaman/shared/contracts/holidays';
import { keepPreviousData, type QueryClient, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { PACKAGES_PAGE_SIZE } from '../domain/package-rules';

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

/** Query keys of the package endpoints. */
export const holidayPackageKeys = {
  all: ['holidayPackages'] as const,
  lists: () => [...holidayPackageKeys.all, 'list'] as const,
  list: (filters: PackageListFilters) => [...holidayPackageKeys.lists(), filters] as const,
  details: () => [...holidayPackageKeys.all, 'detail'] as const,
  detail: (id: number) => [...holidayPackageKeys.details(), id] as const,
};

/** One page of packages (6 per page). */
export async function getHolidayPackages(filters: PackageListFilters, signal?: AbortSignal) {
  const response = await apiGet('/holidayPackage', holidayPackageListResponseSchema, {
    searchParams: {
      page: filters.page,
      limit: PACKAGES_PAGE_SIZE,
      ...(filters.mainLocationId === undefined ? {} : { mainLocationId: filters.mainLocationId }),
    },
    fallbackMessage: PACKAGES_LOAD_FAILED,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/**
 * A failed list shows "Failed to load packages." (rule holidays.error.list); the previous page stays while
 * the next loads.
 */
export const holidayPackagesQueryOptions = (filters: PackageListFilters) =>
  queryOptions({
    queryKey: holidayPackageKeys.list(filters),
    queryFn: ({ signal }) => getHolidayPackages(filters, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: PACKAGES_LOAD_FAILED },
  });

/** One page of the packages list. */
export function useHolidayPackages(filters: PackageListFilters) {
  return useQuery(holidayPackagesQueryOptions(filters));
}

/** One package (`start` and `end` stay ISO strings; the page turns them into dates when shown). */
export async function getHolidayPackage(id: number, signal?: AbortSignal): Promise<HolidayPackage> {
  const response = await apiGet(`/holidayPackage/${id}`, holidayPackageResponseSchema, {
    fallbackMessage: PACKAGE_NOT_FOUND,
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/** A package by id; an id that is not a positive number asks nothing (the page shows "not found"). */
export const holidayPackageQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: holidayPackageKeys.detail(id ?? 0),
    queryFn: id === undefined ? skipToken : ({ signal }) => getHolidayPackage(id, signal),
    // A missing package is an answer, not a hiccup: do not retry a 404.
    retry: (failureCount, error) => !(error && 'status' in error && error.status === 404) && failureCount < 3,
  });

/** The `:itineraryId` of the address as a package id, when it is one. */
export function packageIdOf(param: string | undefined): number | undefined {
  if (param === undefined || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}

/** `RemoteRoute.prefetch` of `/itinerary/:itineraryId`: the package, as the page asks for it. */
export async function prefetchHolidayPackage(
  params: Readonly<Record<string, string | undefined>>,
  queryClient: QueryClient,
) {
  const id = packageIdOf(params.itineraryId);
  if (id !== undefined) await queryClient.prefetchQuery(holidayPackageQueryOptions(id));
}

/** The package of the detail page. */
export function useHolidayPackage(id: number | undefined) {
  return useQuery(holidayPackageQueryOptions(id));
}
