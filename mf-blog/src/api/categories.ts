/** `GET /wp/v2/categories?per_page=100` (rule blog.api.categories). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from './blog-keys';
import { loadWordpressClient } from './wordpress-client-on-use';

/** Categories change rarely: kept fresh for 5 minutes across the list and post pages. */
export const CATEGORIES_STALE_MS = 5 * 60 * 1000;

export const getCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: async ({ signal }) => (await loadWordpressClient()).getCategories({ signal }),
    staleTime: CATEGORIES_STALE_MS,
  });

/** The blog's categories (up to 100). */
export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
