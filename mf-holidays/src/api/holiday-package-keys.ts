/**
 * Query keys of the package endpoints, from general to specific, so a query, a prefetch and an
 * invalidation all name the same cache entry. Never type a key by hand.
 */
import type { PackageListFilters } from './holiday-packages';

export const holidayPackageKeys = {
  /** Every package query. */
  all: ['holidayPackages'] as const,
  /** Every page of the list. */
  lists: () => [...holidayPackageKeys.all, 'list'] as const,
  /** One page of the list. */
  list: (filters: PackageListFilters) => [...holidayPackageKeys.lists(), filters] as const,
  /** Every single package. */
  details: () => [...holidayPackageKeys.all, 'detail'] as const,
  /** One package (`undefined` when the address names none). */
  detail: (id: number | undefined) => [...holidayPackageKeys.details(), id] as const,
};
