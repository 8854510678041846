/** The list's page of posts (rule blog.route.list), as the cards it shows, and the list's prefetch. */
import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ListParams, readListParams } from '../domain/list-params';
import { type PostCardModel, postCard } from '../domain/post-view';
import { blogKeys, type PostListFilters } from './blog-keys';
import { getCategoriesQueryOptions } from './categories';
import { getPostPage } from './posts';
import { BLOG_PAGE_SIZE } from './wordpress-paging';

/** A page of the list as the page shows it: its cards and the totals. */
export type PostCardPage = { cards: PostCardModel[]; total: number; totalPages: number };

/**
 * A page of the list changes rarely: kept fresh for 5 minutes. The page a first view was rendered with
 * comes with it (dehydrated), so the live page does not ask for it again, nor load the WordPress client.
 */
export const POST_LIST_STALE_MS = 5 * 60 * 1000;

/** The list's filters for what the address asks for: 8 posts a page (rule blog.page-size). */
export const postListFilters = (params: ListParams): PostListFilters => ({
  page: params.page,
  perPage: BLOG_PAGE_SIZE,
  ...(params.cat === undefined ? {} : { cat: params.cat }),
  ...(params.q === '' ? {} : { q: params.q }),
});

/**
 * A page of the list, cached as the cards it shows (whole posts, with their text, would weigh on the
 * first view's HTML); the previous page stays on screen while the next one loads.
 */
export const getPostsQueryOptions = (filters: PostListFilters) =>
  queryOptions({
    queryKey: blogKeys.postList(filters),
    queryFn: async ({ signal }): Promise<PostCardPage> => {
      const { posts, total, totalPages } = await getPostPage(filters, signal);
      return { cards: posts.map(postCard), total, totalPages };
    },
    placeholderData: keepPreviousData,
    staleTime: POST_LIST_STALE_MS,
  });

/** One page of the list. */
export function usePosts(filters: PostListFilters) {
  return useQuery(getPostsQueryOptions(filters));
}

/**
 * `RemoteRoute.prefetch` of `/blog`: the page of posts and the categories the address's `page`, `cat`
 * and `q` ask for, as the page asks for them. The server's first view is rendered with them, so the live
 * page asks WordPress for nothing (nor loads its client) until the reader pages, filters or searches.
 */
export const prefetchPostList: NonNullable<RemoteRoute['prefetch']> = async (
  _params,
  queryClient,
  search,
) => {
  const filters = postListFilters(readListParams(search ?? new URLSearchParams()));
  await Promise.all([
    queryClient.prefetchQuery(getPostsQueryOptions(filters)),
    queryClient.prefetchQuery(getCategoriesQueryOptions()),
  ]);
};
