import { getApiConfig } from '@andaman/shared/api-client/config';
import { createHttpClient, parseApiResponse, toApiError } from '@andaman/shared/api-client/http';
import {
  type CommentCreateRequest,
  type CommentCreateResponse,
  commentCreateResponseSchema,
  type WpCategory,
  type WpComment,
  type WpPost,
  wpCategoryListSchema,
  wpCommentListSchema,
  wpPostListSchema,
} from '@andaman/shared/contracts/blog';
import type { KyInstance, SearchParamsOption } from 'ky';
import { BLOG_PAGE_SIZE, WP_MAX_PER_PAGE } from './wordpress-paging';

/**
 * Client of the WordPress REST API on the configured `contentBaseUrl` (rule site.api.content-system).
 * Failures arrive as `ApiError` with WordPress's `message` and `code` (e.g. `rest_comment_login_required`).
 * The bearer token of our own API is not sent here, and a 401 from WordPress does not log anyone out.
 */

/** Per-call options. */
export type ContentRequestOptions = {
  /** Abort signal (TanStack Query passes one to `queryFn`). */
  signal?: AbortSignal;
};

/** Filters of `getPosts`. */
export type GetPostsParams = {
  /** 1-based page (default 1). */
  page?: number;
  /** Page size (default `BLOG_PAGE_SIZE`). */
  perPage?: number;
  /** Only posts in these categories. */
  categories?: number | readonly number[];
  /** Full-text search; blank means none. */
  search?: string;
  /** Leave these posts out (related posts exclude the current one). */
  exclude?: number | readonly number[];
  /** Sort direction (default `desc`). */
  order?: 'asc' | 'desc';
  /** Sort field (default `date`). */
  orderby?: 'date' | 'id' | 'title' | 'slug' | 'modified';
};

/** One page of posts and the totals WordPress reports in `x-wp-total` / `x-wp-totalpages`. */
export type PostPage = {
  /** The posts of this page, with `_embedded` data. */
  posts: WpPost[];
  /** Number of posts matching the filters, over all pages. */
  total: number;
  /** Number of pages at this page size. */
  totalPages: number;
};

let contentClient: { base: string; client: KyInstance } | undefined;

/** The ky instance for WordPress on the configured `contentBaseUrl` (no bearer token, no 401 logout). */
export function getContentHttp(): KyInstance {
  const base = getApiConfig().contentBaseUrl;
  if (contentClient?.base !== base) {
    contentClient = { base, client: createHttpClient({ prefixUrl: base, auth: false }) };
  }
  return contentClient.client;
}

const idList = (ids: number | readonly number[] | undefined): string | undefined => {
  const list = typeof ids === 'number' ? [ids] : (ids ?? []);
  return list.length === 0 ? undefined : list.join(',');
};

const headerCount = (headers: Headers, name: string): number | undefined => {
  const value = Number.parseInt(headers.get(name) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

async function getJson(
  path: string,
  searchParams: SearchParamsOption,
  options: ContentRequestOptions,
): Promise<{ json: unknown; headers: Headers }> {
  try {
    const response = await getContentHttp().get(path, {
      searchParams,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return { json: await response.json<unknown>(), headers: response.headers };
  } catch (error) {
    throw toApiError(error);
  }
}

/** `GET /wp/v2/posts?_embed` with the blog's defaults; totals come from the response headers. */
export async function getPosts(
  params: GetPostsParams = {},
  options: ContentRequestOptions = {},
): Promise<PostPage> {
  const perPage = params.perPage ?? BLOG_PAGE_SIZE;
  const search = params.search?.trim();
  const { json, headers } = await getJson(
    'wp/v2/posts',
    {
      _embed: 'true',
      page: params.page ?? 1,
      per_page: perPage,
      order: params.order ?? 'desc',
      orderby: params.orderby ?? 'date',
      categories: idList(params.categories),
      exclude: idList(params.exclude),
      search: search === '' ? undefined : search,
    },
    options,
  );
  const posts = parseApiResponse(wpPostListSchema, json);
  // Without the headers (a proxy that strips them), count what we can see.
  const total = headerCount(headers, 'x-wp-total') ?? posts.length;
  const totalPages = headerCount(headers, 'x-wp-totalpages') ?? Math.ceil(total / perPage);
  return { posts, total, totalPages };
}

/** `GET /wp/v2/posts?slug=…&_embed`: the post, or `null` when no post has this slug. */
export async function getPostBySlug(
  slug: string,
  options: ContentRequestOptions = {},
): Promise<WpPost | null> {
  const { json } = await getJson('wp/v2/posts', { slug, _embed: 'true' }, options);
  return parseApiResponse(wpPostListSchema, json)[0] ?? null;
}

/** `GET /wp/v2/categories?per_page=100`. */
export async function getCategories(options: ContentRequestOptions = {}): Promise<WpCategory[]> {
  const { json } = await getJson('wp/v2/categories', { per_page: WP_MAX_PER_PAGE }, options);
  return parseApiResponse(wpCategoryListSchema, json);
}

/** `GET /wp/v2/comments?post=…&per_page=100`, keeping only approved comments. */
export async function getComments(postId: number, options: ContentRequestOptions = {}): Promise<WpComment[]> {
  const { json } = await getJson('wp/v2/comments', { post: postId, per_page: WP_MAX_PER_PAGE }, options);
  return parseApiResponse(wpCommentListSchema, json).filter((comment) => comment.status === 'approved');
}

/**
 * `POST /wp/v2/comments` as an anonymous visitor. Resolves with the created comment; its `status` is `hold`
 * while it awaits moderation. A refusal rejects with an `ApiError` carrying WordPress's `code`, e.g.
 * `rest_comment_login_required` when anonymous comments are disabled.
 */
export async function createComment(
  request: CommentCreateRequest,
  options: ContentRequestOptions = {},
): Promise<CommentCreateResponse> {
  let json: unknown;
  try {
    json = await getContentHttp()
      .post('wp/v2/comments', { json: request, ...(options.signal ? { signal: options.signal } : {}) })
      .json<unknown>();
  } catch (error) {
    throw toApiError(error);
  }
  return parseApiResponse(commentCreateResponseSchema, json);
}
