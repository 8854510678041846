/** `GET /wp/v2/comments?post=…&per_page=100` (rule blog.api.comments): approved comments only. */
import { whenDefined } from '@andaman/shared/query/when-defined';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from './blog-keys';
import { loadWordpressClient } from './wordpress-client-on-use';

/**
 * Comments come with a post's first view and are kept fresh for a minute, so the live page does not ask
 * for them again at start-up; posting one asks again at once (`useCreateComment`).
 */
export const COMMENTS_STALE_MS = 60 * 1000;

export const getCommentsQueryOptions = (postId: number | undefined) =>
  queryOptions({
    queryKey: blogKeys.comments(postId),
    queryFn: whenDefined(postId, async (id, signal) =>
      (await loadWordpressClient()).getComments(id, { signal }),
    ),
    staleTime: COMMENTS_STALE_MS,
  });

/** The approved comments of a post (nothing is asked before the post is known). */
export function useComments(postId: number | undefined) {
  return useQuery(getCommentsQueryOptions(postId));
}
