/**
 * `GET /wp/v2/posts?_embed` (rule blog.api.posts): one page of posts with the totals from
 * `x-wp-total(pages)`.
 */
import { whenDefined } from '@andaman/shared/query/when-defined';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys, type PostListFilters } from './blog-keys';
import { loadWordpressClient } from './wordpress-client-on-use';

/** One page of posts for these filters. */
export const getPostPage = async (filters: PostListFilters, signal: AbortSignal) =>
  (await loadWordpressClient()).getPosts(
    {
      page: filters.page,
      perPage: filters.perPage,
      ...(filters.cat === undefined ? {} : { categories: filters.cat }),
      ...(filters.q ? { search: filters.q } : {}),
      ...(filters.exclude === undefined ? {} : { exclude: filters.exclude }),
    },
    { signal },
  );

/**
 * A page of the list or the related posts (nothing is asked without filters); the previous page stays
 * on screen while the next one loads.
 */
export const getPostsQueryOptions = (filters: PostListFilters | undefined) =>
  queryOptions({
    queryKey: blogKeys.postList(filters),
    queryFn: whenDefined(filters, getPostPage),
    placeholderData: keepPreviousData,
  });

/** One page of posts, or nothing for `undefined`. */
export function usePosts(filters: PostListFilters | undefined) {
  return useQuery(getPostsQueryOptions(filters));
}
