/**
 * Query keys of the content endpoints, from general to specific, so a query, a prefetch and an
 * invalidation all name the same cache entry. Never type a key by hand.
 */

/** Filters of a post listing in a key. */
export type PostListFilters = Readonly<{
  page: number;
  perPage: number;
  cat?: number;
  q?: string;
  exclude?: number;
}>;

export const blogKeys = {
  /** Every blog query. */
  all: ['blog'] as const,
  /** Every post listing. */
  postLists: () => [...blogKeys.all, 'posts'] as const,
  /** One page of posts (`undefined` until there is something to list, e.g. a category). */
  postList: (filters: PostListFilters | undefined) => [...blogKeys.postLists(), filters] as const,
  /** The related posts of a post (`undefined` when it has no category). */
  relatedPosts: (filters: PostListFilters | undefined) => [...blogKeys.all, 'related', filters] as const,
  /** Every single post. */
  posts: () => [...blogKeys.all, 'post'] as const,
  /** The post with this slug. */
  post: (slug: string) => [...blogKeys.posts(), slug] as const,
  /** The categories (up to 100). */
  categories: () => [...blogKeys.all, 'categories'] as const,
  /** Every comment list. */
  commentLists: () => [...blogKeys.all, 'comments'] as const,
  /** The approved comments of a post (`undefined` before the post is known). */
  comments: (postId: number | undefined) => [...blogKeys.commentLists(), postId] as const,
};
