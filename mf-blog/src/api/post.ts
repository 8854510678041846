/** `GET /wp/v2/posts?slug=…&_embed` (rule blog.api.post): the post, or `null` when none has this slug. */
import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from './blog-keys';
import { loadWordpressClient } from './wordpress-client-on-use';

/**
 * A post changes rarely: the one the page's first view came with (its query dehydrated into the page) is
 * not asked for again at start-up, which would load and run the WordPress client and its schemas then.
 */
export const POST_STALE_MS = 5 * 60 * 1000;

export const getPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    staleTime: POST_STALE_MS,
    queryFn: async ({ signal }) => (await loadWordpressClient()).getPostBySlug(slug, { signal }),
  });

/** The post with this slug (`null` when there is none). */
export function usePost(slug: string) {
  return useQuery(getPostQueryOptions(slug));
}

/** `RemoteRoute.prefetch` of `/blog/:id`: the post, as the page asks for it. */
export const prefetchPost: NonNullable<RemoteRoute['prefetch']> = async (params, queryClient) => {
  if (params.id) await queryClient.prefetchQuery(getPostQueryOptions(params.id));
};
