/** Paging rules of every list (hotels, packages): page counts and the pager's window. Pure. */

/** Number of pages for `total` items, at least 1. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** One entry of the pager: a page number, or an ellipsis standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; side: 'start' | 'end' };

/**
 * The pager's entries for `current` of `totalPages`: at most `maxNumbers` page numbers (all of them
 * when left out), a window kept around the current page (moved to stay inside 1…totalPages), with an
 * ellipsis on each side where pages are left out.
 */
export function pagerItems(
  current: number,
  totalPages: number,
  maxNumbers = Number.POSITIVE_INFINITY,
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
