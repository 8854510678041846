import { emailSchema, MAX_ID, maxName, TEXT_LIMITS } from '@andaman/shared/contracts/common';
import { z } from 'zod';

// WordPress objects carry many more fields than the site reads; loose objects keep them, so these
// schemas parse a real WordPress answer as well as the reference API's.

/** `{ rendered }` as WordPress sends titles, excerpts and content (HTML). */
export const wpRenderedSchema = z.looseObject({
  rendered: z.string(),
  protected: z.boolean().optional(),
});

/** A taxonomy term as embedded in `_embedded['wp:term']`. */
export const wpTermSchema = z.looseObject({
  id: z.number().int(),
  link: z.string().optional(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.string(),
});
/** An embedded taxonomy term. */
export type WpTerm = z.infer<typeof wpTermSchema>;

/**
 * An embedded featured media item. WordPress embeds an error object instead when the media is not
 * public, so `source_url` is optional.
 */
export const wpFeaturedMediaSchema = z.looseObject({
  id: z.number().int().optional(),
  source_url: z.string().optional(),
  alt_text: z.string().optional(),
  media_type: z.string().optional(),
  mime_type: z.string().optional(),
  media_details: z.looseObject({ width: z.number().optional(), height: z.number().optional() }).optional(),
});
/** An embedded featured media item. */
export type WpFeaturedMedia = z.infer<typeof wpFeaturedMediaSchema>;

/** Yoast-style SEO data (`yoast_head_json`). */
export const wpSeoSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  canonical: z.string().optional(),
  robots: z.record(z.string(), z.string()).optional(),
  og_locale: z.string().optional(),
  og_type: z.string().optional(),
  og_title: z.string().optional(),
  og_description: z.string().optional(),
  og_url: z.string().optional(),
  og_site_name: z.string().optional(),
  og_image: z
    .array(
      z.looseObject({
        url: z.string(),
        width: z.number().optional(),
        height: z.number().optional(),
        type: z.string().optional(),
      }),
    )
    .optional(),
  twitter_card: z.string().optional(),
});
/** SEO data of a post. */
export type WpSeo = z.infer<typeof wpSeoSchema>;

/** The `_embedded` block of a post requested with `_embed`. */
export const wpPostEmbeddedSchema = z.looseObject({
  author: z.array(z.looseObject({ id: z.number().int().optional(), name: z.string().optional() })).optional(),
  'wp:featuredmedia': z.array(wpFeaturedMediaSchema).optional(),
  /** One array per taxonomy: categories first, then tags. */
  'wp:term': z.array(z.array(wpTermSchema)).optional(),
});

/** A WordPress post as `GET /wp-json/wp/v2/posts?_embed` returns it. */
export const wpPostSchema = z.looseObject({
  id: z.number().int(),
  date: z.string(),
  date_gmt: z.string().optional(),
  modified: z.string().optional(),
  slug: z.string(),
  status: z.string().optional(),
  type: z.string().optional(),
  link: z.string().optional(),
  title: wpRenderedSchema,
  content: wpRenderedSchema,
  excerpt: wpRenderedSchema,
  author: z.number().int().optional(),
  featured_media: z.number().int().optional(),
  comment_status: z.string().optional(),
  categories: z.array(z.number().int()),
  tags: z.array(z.number().int()).optional(),
  yoast_head_json: wpSeoSchema.optional(),
  _embedded: wpPostEmbeddedSchema.optional(),
});
/** A WordPress post. */
export type WpPost = z.infer<typeof wpPostSchema>;

/** `GET /wp-json/wp/v2/posts` body: a bare array (paging is in `X-WP-Total` / `X-WP-TotalPages`). */
export const wpPostListSchema = z.array(wpPostSchema);

const idList = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(','));
  const ids = parts.map((part) => part.trim()).filter((part) => part !== '');
  const numbers = ids.map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 0 || n > MAX_ID)) {
    ctx.addIssue({ code: 'custom', message: 'must be a list of ids' });
    return z.NEVER;
  }
  return numbers;
});

/** Query of `GET /wp-json/wp/v2/posts` (the subset the site uses). */
export const wpPostsQuerySchema = z.object({
  _embed: z.string().optional(),
  page: z.coerce.number().int().positive().max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(['asc', 'desc']).default('desc'),
  orderby: z.enum(['date', 'id', 'title', 'slug', 'modified']).default('date'),
  categories: idList.optional(),
  exclude: idList.optional(),
  include: idList.optional(),
  search: z.string().optional(),
  slug: z.union([z.string(), z.array(z.string())]).optional(),
});
/** Parsed posts query. */
export type WpPostsQuery = z.infer<typeof wpPostsQuerySchema>;

/** A category as `GET /wp-json/wp/v2/categories` returns it. */
export const wpCategorySchema = z.looseObject({
  id: z.number().int(),
  count: z.number().int().nonnegative(),
  description: z.string().optional(),
  link: z.string().optional(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.string().optional(),
  parent: z.number().int().optional(),
});
/** A blog category. */
export type WpCategory = z.infer<typeof wpCategorySchema>;
/** `GET /wp-json/wp/v2/categories` body. */
export const wpCategoryListSchema = z.array(wpCategorySchema);

/** Query of `GET /wp-json/wp/v2/categories`. */
export const wpCategoriesQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  hide_empty: z.string().optional(),
});

/** Comment moderation status; only `approved` comments are listed publicly. */
export const wpCommentStatusSchema = z.enum(['approved', 'hold', 'spam', 'trash']);

/** A comment as WordPress returns it (`author_email` only in edit context, so optional). */
export const wpCommentSchema = z.looseObject({
  id: z.number().int(),
  post: z.number().int(),
  parent: z.number().int().optional(),
  author_name: z.string(),
  author_email: z.string().optional(),
  author_url: z.string().optional(),
  date: z.string(),
  date_gmt: z.string().optional(),
  content: wpRenderedSchema,
  link: z.string().optional(),
  status: z.string(),
  type: z.string().optional(),
  author_avatar_urls: z.record(z.string(), z.string()).optional(),
});
/** A blog comment. */
export type WpComment = z.infer<typeof wpCommentSchema>;
/** `GET /wp-json/wp/v2/comments` body. */
export const wpCommentListSchema = z.array(wpCommentSchema);

/** Query of `GET /wp-json/wp/v2/comments`. */
export const wpCommentsQuerySchema = z.object({
  post: idList.optional(),
  page: z.coerce.number().int().positive().max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** Text with anything tag-like (`<…>`, or a `<` left open) removed, trimmed. */
export const stripTags = (text: string): string => text.replace(/<[^>]*>?/g, '').trim();

/** Comment form (blog post page): every field required and non-blank after trimming. */
export const commentFormSchema = z.object({
  // Plain text: markup is dropped (as WordPress does), so `<img onerror=…>` leaves nothing and is refused.
  author_name: z.string().trim().max(TEXT_LIMITS.name, maxName).transform(stripTags).pipe(z.string().min(1)),
  author_email: emailSchema(),
  content: z
    .string()
    .trim()
    .min(1)
    .max(TEXT_LIMITS.message, `must be at most ${TEXT_LIMITS.message} characters`),
});
/** Comment form values. */
export type CommentForm = z.infer<typeof commentFormSchema>;

/** `POST /wp-json/wp/v2/comments` body. */
export const commentCreateRequestSchema = commentFormSchema.extend({
  post: z.coerce.number().int().positive().max(MAX_ID),
  parent: z.coerce.number().int().nonnegative().max(MAX_ID).optional(),
});
/** Comment create request. */
export type CommentCreateRequest = z.infer<typeof commentCreateRequestSchema>;

/** `POST /wp-json/wp/v2/comments` 201 body: the comment with `status` (`hold` awaits moderation). */
export const commentCreateResponseSchema = wpCommentSchema;
/** Comment create response. */
export type CommentCreateResponse = z.infer<typeof commentCreateResponseSchema>;

/** WordPress REST error body, e.g. `{ code: 'rest_comment_login_required', message, data: { status: 401 } }`. */
export const wpErrorSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  data: z.looseObject({ status: z.number().int() }).nullable().optional(),
});
/** WordPress REST error. */
export type WpError = z.infer<typeof wpErrorSchema>;
