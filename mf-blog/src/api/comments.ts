/** `GET /wp/v2/comments?post=…&per_page=100` (rule blog.api.comments): approved comments only. */
import { whenDefined } from '@andaman/shared/query/when-defined';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from './blog-keys';
import { loadWordpressClient } from './wordpress-client-on-use';

export const getCommentsQueryOptions = (postId: number | undefined) =>
  queryOptions({
    queryKey: blogKeys.comments(postId),
    queryFn: whenDefined(postId, async (id, signal) =>
      (await loadWordpressClient()).getComments(id, { signal }),
    ),
  });

/** The approved comments of a post (nothing is asked before the post is known). */
export function useComments(postId: number | undefined) {
  return useQuery(getCommentsQueryOptions(postId));
}
