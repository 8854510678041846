/** Rules of the package pages and the Home packages list (spec 000 §2, §9). Pure functions. */

/** Packages per page on Home (spec 000 §9). */
export const PACKAGES_PAGE_SIZE = 6;
/** At most this many page numbers show in the pager (spec 000 §9). */
export const MAX_PAGE_NUMBERS = 5;

/** "Plan your N days & N-1 nights vacation for X person(s)" (spec 000 §2). */
export function planTitle(durationInDays: number, totalPerson: number): string {
  const nights = Math.max(0, durationInDays - 1);
  return `Plan your ${durationInDays} days & ${nights} nights vacation for ${totalPerson} person(s)`;
}

/** Number of pages for `total` items. */
export function pageCount(total: number, pageSize: number = PACKAGES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The pager shows only when there are more packages than fit on one page (spec 000 §9). */
export function showsPager(total: number, pageSize: number = PACKAGES_PAGE_SIZE): boolean {
  return total > pageSize;
}

/** One entry of the pager: a page number, or an ellipsis standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; side: 'start' | 'end' };

/**
 * The pager's entries for `current` of `totalPages`: at most `maxNumbers` page numbers, a window kept
 * around the current page (moved to stay inside 1…totalPages), with an ellipsis on each side where pages
 * are left out.
 */
export function pagerItems(
  current: number,
  totalPages: number,
  maxNumbers: number = MAX_PAGE_NUMBERS,
): PagerItem[] {
  const pages = Math.max(1, Math.floor(totalPages));
  const size = Math.min(pages, Math.max(1, Math.floor(maxNumbers)));
  const page = Math.min(Math.max(1, Math.floor(current)), pages);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  const last = first + size - 1;
  const items: PagerItem[] = [];
  if (first > 1) items.push({ kind: 'ellipsis', side: 'start' });
  for (let number = first; number <= last; number += 1) items.push({ kind: 'page', page: number });
  if (last < pages) items.push({ kind: 'ellipsis', side: 'end' });
  return items;
}
