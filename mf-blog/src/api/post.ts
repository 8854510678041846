/** `GET /wp/v2/posts?slug=…&_embed` (rule blog.api.post): the post, or `null` when none has this slug. */
import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { blogKeys } from './blog-keys';
import { getCategoriesQueryOptions } from './categories';
import { getCommentsQueryOptions } from './comments';
import { getRelatedPostsQueryOptions } from './related-posts';
import { loadWordpressClient } from './wordpress-client-on-use';

/**
 * A post changes rarely: kept fresh for 5 minutes. The post a first view was rendered with comes with
 * it (dehydrated), so the live page does not ask for it again, nor load the WordPress client to do so.
 */
export const POST_STALE_MS = 5 * 60 * 1000;

export const getPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: async ({ signal }) => (await loadWordpressClient()).getPostBySlug(slug, { signal }),
    staleTime: POST_STALE_MS,
  });

/** The post with this slug (`null` when there is none). */
export function usePost(slug: string) {
  return useQuery(getPostQueryOptions(slug));
}

/**
 * `RemoteRoute.prefetch` of `/blog/:id`: the post, the sidebar's categories, the post's comments and its
 * related posts, as the page asks for them. The server's first view is rendered with them, so what a
 * reader can read is in its HTML and the live page asks for none of it again (nor loads the WordPress
 * client at start-up). The comments and related posts need the post: they are asked for once it has come.
 */
export const prefetchPost: NonNullable<RemoteRoute['prefetch']> = async (params, queryClient) => {
  const slug = params.id;
  if (!slug) return;
  const withItsParts = async () => {
    await queryClient.prefetchQuery(getPostQueryOptions(slug));
    const post = queryClient.getQueryData(getPostQueryOptions(slug).queryKey);
    if (!post) return;
    const related = getRelatedPostsQueryOptions(post);
    await Promise.all([
      queryClient.prefetchQuery(getCommentsQueryOptions(post.id)),
      // A post without a category has no related posts: nothing to ask (the query would stay pending).
      related.queryFn === skipToken ? undefined : queryClient.prefetchQuery(related),
    ]);
  };
  await Promise.all([withItsParts(), queryClient.prefetchQuery(getCategoriesQueryOptions())]);
};
