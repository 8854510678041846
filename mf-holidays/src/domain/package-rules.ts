import { pageCount } from '@andaman/shared/rules/pager';

/** Rules of the package pages and the Home packages list, as pure functions. */

/** Packages per page on Home (rule holidays.home-list.page-size). */
export const PACKAGES_PAGE_SIZE = 6;
/** At most this many page numbers show in the pager (rule holidays.home-list.pager). */
export const MAX_PAGE_NUMBERS = 5;

/** "Plan your N days & N-1 nights vacation for X person(s)" (rule holidays.detail.plan-title). */
export function planTitle(durationInDays: number, totalPerson: number): string {
  const nights = Math.max(0, durationInDays - 1);
  return `Plan your ${durationInDays} days & ${nights} nights vacation for ${totalPerson} person(s)`;
}

/** Number of pages of 6 for `total` packages. */
export const packagePageCount = (total: number): number => pageCount(total, PACKAGES_PAGE_SIZE);

/** The pager shows only when there are more packages than fit on one page (rule holidays.home-list.pager). */
export function showsPager(total: number, pageSize: number = PACKAGES_PAGE_SIZE): boolean {
  return total > pageSize;
}
