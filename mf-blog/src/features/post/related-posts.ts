import type { WpPost } from '@andaman/shared/contracts/blog';
import type { PostListFilters } from '../../api/blog-keys';
import type { PostCardModel } from '../../domain/post-view';

/** What a related post's card shows. */
export type RelatedPostCard = Pick<PostCardModel, 'id' | 'href' | 'title' | 'image' | 'date'>;

/** Related posts shown under a post (rule blog.related). */
export const RELATED_POSTS_COUNT = 3;

/**
 * The query of a post's related posts: its first category, excluding the post itself, 3 of them
 * (rule blog.related). A post without a category has none.
 */
export function relatedPostsFilters(post: Pick<WpPost, 'id' | 'categories'>): PostListFilters | undefined {
  const first = post.categories[0];
  if (first === undefined) return undefined;
  return { page: 1, perPage: RELATED_POSTS_COUNT, cat: first, exclude: post.id };
}

/** The related posts to show: never the post itself, at most 3 (whatever the server sent). */
export function pickRelatedPosts<T extends Pick<WpPost, 'id'>>(posts: readonly T[], currentId: number): T[] {
  return posts.filter((post) => post.id !== currentId).slice(0, RELATED_POSTS_COUNT);
}
