/** The related posts under a post (rule blog.related), as the cards the section shows. */
import type { WpPost } from '@andaman/shared/contracts/blog';
import { whenDefined } from '@andaman/shared/query/when-defined';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postCard } from '../domain/post-view';
import { pickRelatedPosts, type RelatedPostCard, relatedPostsFilters } from '../features/post/related-posts';
import { blogKeys } from './blog-keys';
import { getPostPage } from './posts';

/** Related posts change as rarely as posts: kept fresh for 5 minutes. */
export const RELATED_POSTS_STALE_MS = 5 * 60 * 1000;

/**
 * The related posts of `post`, only what their cards show: small enough to come with the post's first
 * view (whole posts, with their text, would weigh on the page's HTML). Nothing is asked for a post
 * without a category.
 */
export const getRelatedPostsQueryOptions = (post: Pick<WpPost, 'id' | 'categories'>) => {
  const filters = relatedPostsFilters(post);
  return queryOptions({
    queryKey: blogKeys.relatedPosts(filters),
    queryFn: whenDefined(filters, async (input, signal): Promise<RelatedPostCard[]> => {
      const page = await getPostPage(input, signal);
      return pickRelatedPosts(page.posts, post.id).map((related) => {
        const { id, href, title, image, date } = postCard(related);
        return date ? { id, href, title, image, date } : { id, href, title, image };
      });
    }),
    staleTime: RELATED_POSTS_STALE_MS,
  });
};

/** The related posts' cards of `post`. */
export function useRelatedPosts(post: Pick<WpPost, 'id' | 'categories'>) {
  return useQuery(getRelatedPostsQueryOptions(post));
}
