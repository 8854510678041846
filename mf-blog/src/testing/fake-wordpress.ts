import { configureApi, resetApiConfig } from '@andaman/shared/api-client/config';
import type { WpCategory, WpComment, WpPost } from '@andaman/shared/contracts/blog';
import { vi } from 'vitest';

/** A reply of the fake WordPress. */
export type FakeReply = { status?: number; body: unknown; headers?: Record<string, string> };

/** Content the fake serves, and what it was asked. */
export type FakeWordPress = {
  posts: WpPost[];
  categories: WpCategory[];
  comments: WpComment[];
  /** Overrides one endpoint (`'GET posts'`, `'POST comments'`…) with a fixed reply or a function. */
  replies: Map<string, FakeReply | ((url: URL, body: string) => FakeReply | Promise<FakeReply>)>;
  /** Every request URL, in order. */
  requests: URL[];
  /** Bodies of the POST requests. */
  posted: unknown[];
};

const BASE = 'http://blog.test/wp-json';

const json = (reply: FakeReply) =>
  new Response(JSON.stringify(reply.body), {
    status: reply.status ?? 200,
    headers: { 'content-type': 'application/json', ...reply.headers },
  });

/** Lists posts the way WordPress does: filters, paging, totals in headers, invalid page error. */
function listPosts(fake: FakeWordPress, url: URL): FakeReply {
  const p = url.searchParams;
  let posts = fake.posts;
  const slug = p.get('slug');
  if (slug !== null) posts = posts.filter((post) => post.slug === slug);
  const categories = p.get('categories')?.split(',').map(Number);
  if (categories) posts = posts.filter((post) => post.categories.some((id) => categories.includes(id)));
  const exclude = p.get('exclude')?.split(',').map(Number);
  if (exclude) posts = posts.filter((post) => !exclude.includes(post.id));
  const search = p.get('search')?.toLowerCase();
  if (search) posts = posts.filter((post) => post.title.rendered.toLowerCase().includes(search));
  const page = Number(p.get('page') ?? 1);
  const perPage = Number(p.get('per_page') ?? 10);
  const totalPages = Math.ceil(posts.length / perPage);
  if (posts.length > 0 && page > totalPages) {
    return {
      status: 400,
      body: { code: 'rest_post_invalid_page_number', message: 'The page number requested is larger.' },
    };
  }
  return {
    body: posts.slice((page - 1) * perPage, page * perPage),
    headers: { 'x-wp-total': String(posts.length), 'x-wp-totalpages': String(totalPages) },
  };
}

/**
 * Replaces `fetch` with a small WordPress REST API (`/wp/v2/posts`, `categories`, `comments`) over the
 * given content, and points the content client at it. Call `restore` after the test.
 */
export function fakeWordPress(content: Partial<Pick<FakeWordPress, 'posts' | 'categories' | 'comments'>>) {
  const fake: FakeWordPress = {
    posts: content.posts ?? [],
    categories: content.categories ?? [],
    comments: content.comments ?? [],
    replies: new Map(),
    requests: [],
    posted: [],
  };
  configureApi({ contentBaseUrl: BASE });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      const url = new URL(request.url);
      fake.requests.push(url);
      const body = request.method === 'POST' ? await request.clone().text() : '';
      if (body !== '') fake.posted.push(JSON.parse(body));
      const endpoint = `${request.method} ${url.pathname.replace('/wp-json/wp/v2/', '')}`;
      const override = fake.replies.get(endpoint);
      if (override) return json(typeof override === 'function' ? await override(url, body) : override);
      switch (endpoint) {
        case 'GET posts':
          return json(listPosts(fake, url));
        case 'GET categories':
          return json({ body: fake.categories });
        case 'GET comments':
          return json({
            body: fake.comments.filter((comment) => comment.post === Number(url.searchParams.get('post'))),
          });
        default:
          return json({ status: 404, body: { code: 'rest_no_route', message: 'No route was found.' } });
      }
    }),
  );
  return {
    fake,
    restore: () => {
      vi.unstubAllGlobals();
      resetApiConfig();
    },
  };
}
