/** `GET /wp/v2/comments?post=…&per_page=100` (rule blog.api.comments): approved comments only. */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { blogKeys } from './blog-keys';
import { getComments } from './wordpress-client';

export const commentsQuery = (postId: number | undefined) =>
  queryOptions({
    queryKey: blogKeys.comments(postId ?? 0),
    queryFn: postId === undefined ? skipToken : ({ signal }) => getComments(postId, { signal }),
  });

/** The approved comments of a post (nothing is asked before the post is known). */
export function useComments(postId: number | undefined) {
  return useQuery(commentsQuery(postId));
}
