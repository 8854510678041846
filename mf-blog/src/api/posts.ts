/**
 * `GET /wp/v2/posts?_embed` (rule blog.api.posts): one page of posts with the totals from
 * `x-wp-total(pages)`.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys, type PostListFilters } from './blog-keys';
import { getPosts } from './wordpress-client';

/** The posts query for a page of the list or the related posts. */
export const postsQuery = (filters: PostListFilters) =>
  queryOptions({
    queryKey: blogKeys.postList(filters),
    queryFn: ({ signal }) =>
      getPosts(
        {
          page: filters.page,
          perPage: filters.perPage,
          ...(filters.cat === undefined ? {} : { categories: filters.cat }),
          ...(filters.q ? { search: filters.q } : {}),
          ...(filters.exclude === undefined ? {} : { exclude: filters.exclude }),
        },
        { signal },
      ),
  });

/** One page of posts; the previous page stays on screen while the next one loads. */
export function usePosts(filters: PostListFilters, enabled = true) {
  return useQuery({ ...postsQuery(filters), enabled, placeholderData: keepPreviousData });
}
