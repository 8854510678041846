// @vitest-environment jsdom
import { ACCESS_TOKEN_KEY, configureApi, resetApiConfig } from '@andaman/shared/api-client/config';
import { API_ERROR_CODES, ApiError } from '@andaman/shared/api-client/http';
import { createComment, getCategories, getComments, getPostBySlug, getPosts } from './wordpress-client';

type Reply = { status?: number; body: unknown; headers?: Record<string, string> };

const requests: Request[] = [];
const bodies: string[] = [];

const serve = (reply: Reply | ((request: Request) => Reply)) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      requests.push(request);
      // ky cancels the request body once it has an answer: read it now.
      bodies.push(await request.clone().text());
      const { status = 200, body, headers = {} } = typeof reply === 'function' ? reply(request) : reply;
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    }),
  );
};

const lastUrl = (): URL => new URL(requests.at(-1)?.url ?? 'http://invalid');

const post = (id: number, slug = `post-${id}`) => ({
  id,
  slug,
  date: '2025-01-02T10:00:00',
  title: { rendered: `Post ${id}` },
  excerpt: { rendered: '<p>Excerpt</p>' },
  content: { rendered: '<p>Body</p>' },
  categories: [3],
  _embedded: { 'wp:featuredmedia': [{ source_url: 'https://cdn.example/a.jpg' }] },
});

const comment = (id: number, status: string) => ({
  id,
  post: 7,
  author_name: 'Asha',
  date: '2025-01-02T10:00:00',
  content: { rendered: '<p>Lovely</p>' },
  status,
});

const caught = async (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => {
      if (error instanceof ApiError) return error;
      throw error;
    },
  );

beforeEach(() => {
  requests.length = 0;
  bodies.length = 0;
  configureApi({ contentBaseUrl: 'http://blog.test/wp-json' });
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiConfig();
});

describe('getPosts', () => {
  it('asks for an embedded page with the blog defaults and reads the totals from the headers', async () => {
    serve({ body: [post(1), post(2)], headers: { 'x-wp-total': '17', 'x-wp-totalpages': '3' } });
    const page = await getPosts();
    expect(page.total).toBe(17);
    expect(page.totalPages).toBe(3);
    expect(page.posts.map((item) => item.slug)).toEqual(['post-1', 'post-2']);
    expect(page.posts[0]?._embedded?.['wp:featuredmedia']?.[0]?.source_url).toBe('https://cdn.example/a.jpg');

    const url = lastUrl();
    expect(url.origin + url.pathname).toBe('http://blog.test/wp-json/wp/v2/posts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      _embed: 'true',
      page: '1',
      per_page: '8',
      order: 'desc',
      orderby: 'date',
    });
  });

  it('passes categories, search, exclude, page and size', async () => {
    serve({ body: [], headers: { 'x-wp-total': '0', 'x-wp-totalpages': '0' } });
    await getPosts({
      page: 2,
      perPage: 3,
      categories: [4, 5],
      exclude: 9,
      search: ' havelock ',
      order: 'asc',
    });
    const params = lastUrl().searchParams;
    expect(params.get('page')).toBe('2');
    expect(params.get('per_page')).toBe('3');
    expect(params.get('categories')).toBe('4,5');
    expect(params.get('exclude')).toBe('9');
    expect(params.get('search')).toBe('havelock');
    expect(params.get('order')).toBe('asc');
  });

  it('leaves out empty filters', async () => {
    serve({ body: [] });
    await getPosts({ categories: [], search: '  ', exclude: [] });
    const params = lastUrl().searchParams;
    expect(params.has('categories')).toBe(false);
    expect(params.has('search')).toBe(false);
    expect(params.has('exclude')).toBe(false);
  });

  it('counts the visible posts when the headers are missing', async () => {
    serve({ body: [post(1), post(2)] });
    expect(await getPosts()).toMatchObject({ total: 2, totalPages: 1 });
  });

  it('does not send the API bearer token to WordPress', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'secret');
    serve({ body: [] });
    await getPosts();
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });

  it("rejects with WordPress's message and code", async () => {
    serve({
      status: 400,
      body: {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      },
    });
    const error = await caught(getPosts({ page: 99 }));
    expect(error.code).toBe('rest_post_invalid_page_number');
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/page number/);
  });
});

describe('single post, categories, comments', () => {
  it('getPostBySlug returns the post or null', async () => {
    serve({ body: [post(4, 'neil-island')] });
    expect((await getPostBySlug('neil-island'))?.id).toBe(4);
    expect(lastUrl().searchParams.get('slug')).toBe('neil-island');
    expect(lastUrl().searchParams.has('_embed')).toBe(true);

    serve({ body: [] });
    expect(await getPostBySlug('missing')).toBeNull();
  });

  it('getCategories asks for 100 per page', async () => {
    serve({ body: [{ id: 3, name: 'Beaches', slug: 'beaches', count: 4 }] });
    expect(await getCategories()).toEqual([{ id: 3, name: 'Beaches', slug: 'beaches', count: 4 }]);
    expect(lastUrl().pathname).toBe('/wp-json/wp/v2/categories');
    expect(lastUrl().searchParams.get('per_page')).toBe('100');
  });

  it('getComments keeps approved comments only', async () => {
    serve({ body: [comment(1, 'approved'), comment(2, 'hold'), comment(3, 'approved')] });
    const comments = await getComments(7);
    expect(comments.map((item) => item.id)).toEqual([1, 3]);
    expect(lastUrl().searchParams.get('post')).toBe('7');
    expect(lastUrl().searchParams.get('per_page')).toBe('100');
  });

  it('rejects an answer of the wrong shape', async () => {
    serve({ body: { not: 'a list' } });
    expect((await caught(getCategories())).code).toBe(API_ERROR_CODES.invalidResponse);
  });
});

describe('createComment', () => {
  const request = { post: 7, author_name: 'Asha', author_email: 'asha@example.com', content: 'Lovely' };

  it('posts the comment as JSON and returns its status and content', async () => {
    serve({ status: 201, body: comment(11, 'hold') });
    const created = await createComment(request);
    expect(created.status).toBe('hold');
    expect(created.content.rendered).toBe('<p>Lovely</p>');
    const sent = requests[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('http://blog.test/wp-json/wp/v2/comments');
    expect(sent?.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(bodies[0] ?? '')).toEqual(request);
  });

  it('surfaces rest_comment_login_required without touching the API token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'kept');
    serve({
      status: 401,
      body: {
        code: 'rest_comment_login_required',
        message: 'Sorry, you must be logged in to comment.',
        data: { status: 401 },
      },
    });
    const error = await caught(createComment(request));
    expect(error.code).toBe('rest_comment_login_required');
    expect(error.status).toBe(401);
    expect(error.message).toBe('Sorry, you must be logged in to comment.');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('kept');
  });
});
