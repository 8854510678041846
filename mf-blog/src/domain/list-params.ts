/**
 * The list page's state lives in the URL (rule blog.list.query): `page`, `cat` (category id) and `q`
 * (search). Changing the category or the search goes back to page 1 (rule blog.list.reset-page).
 */
import { intParam, readUrlParams, textParam, withFallback } from '@andaman/shared/contracts/url-params';

const listParams = {
  page: withFallback(intParam(1), 1),
  cat: intParam(1),
  q: withFallback(textParam({ trim: true }), ''),
};

/** What the list shows. */
export type ListParams = { page: number; cat?: number; q: string };

/** Reads the URL's query; anything unreadable is left at its default (page 1, no category, no search). */
export function readListParams(search: URLSearchParams): ListParams {
  const { page, cat, q } = readUrlParams(listParams, search);
  return { page, ...(cat === undefined ? {} : { cat }), q };
}

/** The query string for `params`, leaving out defaults (`?cat=3&q=ferry`, or `''`). */
export function listSearch(params: ListParams): string {
  const search = new URLSearchParams();
  if (params.page > 1) search.set('page', String(params.page));
  if (params.cat !== undefined) search.set('cat', String(params.cat));
  if (params.q !== '') search.set('q', params.q);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** Another category (or all of them): back to page 1, the search kept. */
export function withCategory(params: ListParams, cat: number | undefined): ListParams {
  return { page: 1, ...(cat === undefined ? {} : { cat }), q: params.q };
}

/** Another search: back to page 1, the category kept. */
export function withSearch(params: ListParams, q: string): ListParams {
  return { ...params, page: 1, q: q.trim() };
}

/** Another page, the filters kept. */
export function withPage(params: ListParams, page: number): ListParams {
  return { ...params, page: Math.max(1, Math.trunc(page)) };
}

/** Previous / Next availability for `page` of `totalPages` (from `x-wp-totalpages`). */
export function pager(page: number, totalPages: number): { hasPrevious: boolean; hasNext: boolean } {
  return { hasPrevious: page > 1, hasNext: page < totalPages };
}
