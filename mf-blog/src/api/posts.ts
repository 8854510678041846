/**
 * `GET /wp/v2/posts?_embed` (rule blog.api.posts): one page of posts with the totals from
 * `x-wp-total(pages)`. The list's page of it is `post-list.ts`, the related posts' `related-posts.ts`.
 */
import type { PostListFilters } from './blog-keys';
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
