/** The page sizes the blog asks WordPress for, apart from its client so a page can read them without it. */

/** Blog page size (rule blog.page-size). */
export const BLOG_PAGE_SIZE = 8;

/**
 * WordPress's own ceiling for `per_page`, used for categories and comments (up to 100:
 * rule blog.categories.limit, rule blog.comments.list).
 */
export const WP_MAX_PER_PAGE = 100;
