import {
  commentCreateResponseSchema,
  wpCategoryListSchema,
  wpCommentListSchema,
  wpErrorSchema,
  wpPostListSchema,
} from '@andaman/shared/contracts/blog';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wpComments } from '../src/db/schema';
import { json, startTestApp, TEST_NOW, type TestApp } from './helpers';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

// A minute passes between tests, so one test's comment never floods the next (all come from one address).
let clock = TEST_NOW.getTime();
const later = (ms = 60_000) => {
  clock += ms;
  api.setNow(new Date(clock));
};
beforeEach(() => later());

const posts = async (query: string) => {
  const response = await api.get(`/wp-json/wp/v2/posts?${query}`);
  expect(response.status).toBe(200);
  return {
    posts: wpPostListSchema.parse(await json(response)),
    total: Number(response.headers.get('X-WP-Total')),
    pages: Number(response.headers.get('X-WP-TotalPages')),
  };
};

describe('GET /wp-json/wp/v2/posts', () => {
  it('pages newest first with X-WP-Total and X-WP-TotalPages', async () => {
    const first = await posts('_embed&page=1&per_page=8&order=desc&orderby=date');
    expect(first.total).toBeGreaterThanOrEqual(20);
    expect(first.pages).toBe(Math.ceil(first.total / 8));
    expect(first.posts).toHaveLength(8);
    const dates = first.posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await posts(`page=${first.pages}&per_page=8`);
    expect(last.posts.length).toBe(first.total - 8 * (first.pages - 1));
  });
  it('embeds featured media and terms only with _embed, as WordPress does', async () => {
    const [post] = (await posts('_embed&per_page=1')).posts;
    expect(post?._embedded?.['wp:featuredmedia']?.[0]?.source_url).toMatch(
      /^http:\/\/api\.test\/api\/images\/blog\/.+\.[0-9a-f]{12}\.webp$/,
    );
    const terms = post?._embedded?.['wp:term'];
    expect(Array.isArray(terms?.[0])).toBe(true);
    expect(terms?.[0]?.[0]?.taxonomy).toBe('category');
    expect(post?.yoast_head_json?.og_image?.[0]?.url).toBe(
      post?._embedded?.['wp:featuredmedia']?.[0]?.source_url,
    );
    expect(post?.yoast_head_json?.canonical).toBe(`http://localhost:3000/blog/${post?.slug}`);
    const [plain] = (await posts('per_page=1')).posts;
    expect(plain?._embedded).toBeUndefined();
  });
  it('filters by category, search, exclude and slug', async () => {
    const ferry = await posts('categories=4&per_page=100');
    expect(ferry.total).toBeGreaterThan(0);
    for (const p of ferry.posts) expect(p.categories).toContain(4);
    const search = await posts('search=scuba&per_page=100');
    expect(search.total).toBeGreaterThan(0);
    for (const p of search.posts)
      expect(`${p.title.rendered} ${p.content.rendered}`.toLowerCase()).toContain('scuba');
    const related = await posts('categories=4&exclude=103&per_page=3');
    expect(related.posts.map((p) => p.id)).not.toContain(103);
    expect(related.posts.length).toBeLessThanOrEqual(3);
    const bySlug = await posts('slug=radhanagar-beach-a-complete-guide&_embed');
    expect(bySlug.posts).toHaveLength(1);
    expect(bySlug.posts[0]?.title.rendered).toBe('Radhanagar Beach: A Complete Guide');
    expect((await posts('slug=no-such-post')).posts).toEqual([]);
    expect((await posts('search=%25')).total).toBe(0);
    // Every word, anywhere in the post, as WordPress searches.
    const words = await posts('search=luggage%20ferry&per_page=100');
    expect(words.posts.map((p) => p.slug)).toContain('ferry-luggage-rules-and-check-in-times');
    expect((await posts('search=%22luggage%20ferry%22')).total).toBe(0);
  });
  it('answers WordPress errors for a page past the end and bad parameters', async () => {
    const past = await api.get('/wp-json/wp/v2/posts?page=99');
    expect(past.status).toBe(400);
    expect(wpErrorSchema.parse(await json(past)).code).toBe('rest_post_invalid_page_number');
    const bad = await api.get('/wp-json/wp/v2/posts?per_page=500');
    expect(bad.status).toBe(400);
    expect(wpErrorSchema.parse(await json(bad))).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400 },
    });
    const missing = await api.get('/wp-json/wp/v2/posts/1');
    expect(missing.status).toBe(404);
    expect(wpErrorSchema.parse(await json(missing)).code).toBe('rest_post_invalid_id');
  });
});

describe('GET /wp-json and /wp-json/wp/v2/posts/{id}', () => {
  it('answers the index and a single post', async () => {
    expect(await json(await api.get('/wp-json'))).toMatchObject({ namespaces: ['wp/v2'] });
    const response = await api.get('/wp-json/wp/v2/posts/105?_embed');
    expect(response.status).toBe(200);
    const [post] = wpPostListSchema.parse([await json(response)]);
    expect(post?.id).toBe(105);
    expect(post?._embedded?.['wp:featuredmedia']?.[0]?.source_url).toContain('/api/images/blog/');
  });
});

describe('GET /wp-json/wp/v2/categories', () => {
  it('lists at least five categories with post counts', async () => {
    const response = await api.get('/wp-json/wp/v2/categories?per_page=100');
    const categories = wpCategoryListSchema.parse(await json(response));
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(Number(response.headers.get('X-WP-Total'))).toBe(categories.length);
    const ferry = categories.find((c) => c.id === 4);
    const counted = await posts('categories=4&per_page=100');
    expect(ferry?.count).toBe(counted.total);
  });
});

describe('comments', () => {
  it('lists only approved comments of a post', async () => {
    // Post 104 is seeded with two approved comments and one held.
    const response = await api.get('/wp-json/wp/v2/comments?post=104&per_page=100');
    const comments = wpCommentListSchema.parse(await json(response));
    expect(comments.length).toBe(2);
    for (const c of comments) {
      expect(c.status).toBe('approved');
      expect(c.post).toBe(104);
      expect(c.author_email).toBeUndefined();
    }
  });
  it('takes an anonymous comment and holds it for moderation', async () => {
    const response = await api.post('/wp-json/wp/v2/comments', {
      post: 101,
      author_name: 'Asha',
      author_email: 'asha@example.com',
      content: 'Lovely <b>guide</b>!',
    });
    expect(response.status).toBe(201);
    const comment = commentCreateResponseSchema.parse(await json(response));
    expect(comment.status).toBe('hold');
    expect(comment.content.rendered).toBe('<p>Lovely &lt;b&gt;guide&lt;/b&gt;!</p>\n');
    const listed = wpCommentListSchema.parse(await json(await api.get('/wp-json/wp/v2/comments?post=101')));
    expect(listed.map((c) => c.id)).not.toContain(comment.id);
  });
  it('refuses a form-encoded comment (a foreign page could send one): JSON only, 415', async () => {
    const before = (await api.database.db.select().from(wpComments)).length;
    const response = await api.app.request('/wp-json/wp/v2/comments', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'post=102&author_name=Rahul&author_email=rahul%40example.com&content=Thanks',
    });
    expect(response.status).toBe(415);
    expect(await json(response)).toMatchObject({ data: { status: 415 } });
    expect((await api.database.db.select().from(wpComments)).length).toBe(before);
  });
  it.each([
    [
      { post: 9, author_name: 'A', author_email: 'a@b.in', content: 'x' },
      403,
      'rest_comment_invalid_post_id',
    ],
    [
      { post: 101, author_name: ' ', author_email: 'a@b.in', content: 'x' },
      400,
      'rest_comment_author_data_required',
    ],
    [
      { post: 101, author_name: 'A', author_email: '', content: 'x' },
      400,
      'rest_comment_author_data_required',
    ],
    [
      { post: 101, author_name: 'A', author_email: 'a@b.in', content: '  ' },
      400,
      'rest_comment_content_invalid',
    ],
    [{ post: 101, author_name: 'A', author_email: 'nope', content: 'x' }, 400, 'rest_invalid_param'],
  ])('refuses %j with %i %s', async (body, status, code) => {
    const response = await api.post('/wp-json/wp/v2/comments', body);
    expect(response.status).toBe(status);
    expect(wpErrorSchema.parse(await json(response)).code).toBe(code);
  });
  it('answers 401 rest_comment_login_required when anonymous comments are off', async () => {
    await api.post('/__test__/comments/anonymous', { anonymous: false });
    try {
      const response = await api.post('/wp-json/wp/v2/comments', {
        post: 101,
        author_name: 'Asha',
        author_email: 'asha@example.com',
        content: 'Hello',
      });
      expect(response.status).toBe(401);
      expect(wpErrorSchema.parse(await json(response))).toMatchObject({
        code: 'rest_comment_login_required',
        data: { status: 401 },
      });
    } finally {
      await api.post('/__test__/comments/anonymous', { anonymous: true });
    }
  });
});

describe('the stand-in follows real WordPress', () => {
  const bySlug = async (slug: string) => {
    const [post] = (await posts(`slug=${slug}&_embed`)).posts;
    if (!post) throw new Error(`no post ${slug}`);
    return post;
  };
  it('answers titles with entities and category names HTML-escaped', async () => {
    const post = await bySlug('havelocks-hidden-coves-quiet-bays');
    expect(post.title.rendered).toBe('Havelock&#8217;s Hidden Coves &amp; Quiet Bays');
    expect(post.excerpt.rendered).toContain('Havelock&#8217;s east coast hides small coves &amp; bays');
    const categories = wpCategoryListSchema.parse(
      await json(await api.get('/wp-json/wp/v2/categories?per_page=100')),
    );
    expect(categories.map((c) => c.name)).toContain('Food &amp; Culture');
    const food = await bySlug('port-blair-walking-tour');
    expect(food._embedded?.['wp:term']?.[0]?.[0]?.name).toBe('Food &amp; Culture');
  });
  it('leaves the wp:featuredmedia key out for a post without a featured image', async () => {
    const post = await bySlug('port-blair-walking-tour');
    expect(post.featured_media).toBe(0);
    expect(post._embedded).toBeDefined();
    expect(Object.keys(post._embedded ?? {})).not.toContain('wp:featuredmedia');
    expect(Object.keys(post._links as object)).not.toContain('wp:featuredmedia');
    expect(post.yoast_head_json?.og_image).toBeUndefined();
  });
  it('serves the hostile post with its markup as stored (the site must sanitize it)', async () => {
    const post = await bySlug('hostile-markup-test');
    expect(post.title.rendered).toContain('<script>');
    expect(post.title.rendered).toContain('onerror=');
    expect(post.title.rendered).toContain('href="javascript:');
    for (const field of [post.excerpt.rendered, post.content.rendered]) {
      expect(field).toContain('<script>');
      expect(field).toContain('onerror=');
      expect(field).toContain('javascript:');
    }
    const comments = wpCommentListSchema.parse(
      await json(await api.get(`/wp-json/wp/v2/comments?post=${post.id}&per_page=100`)),
    );
    expect(comments.some((c) => c.content.rendered.includes('onerror='))).toBe(true);
    // The newest post, so it is on the first page of the list.
    const [first] = (await posts('_embed&per_page=8')).posts;
    expect(first?.slug).toBe('hostile-markup-test');
  });
  it('refuses comments on a post whose comments are closed with 403 rest_comment_closed', async () => {
    const post = await bySlug('monsoon-travel-whats-open-whats-closed');
    expect(post.comment_status).toBe('closed');
    const response = await api.post('/wp-json/wp/v2/comments', {
      post: post.id,
      author_name: 'Asha',
      author_email: 'asha@example.com',
      content: 'Hello',
    });
    expect(response.status).toBe(403);
    expect(wpErrorSchema.parse(await json(response))).toMatchObject({
      code: 'rest_comment_closed',
      data: { status: 403 },
    });
  });
  it('approves a returning commenter (same name and e-mail as an approved comment) at once', async () => {
    const response = await api.post('/wp-json/wp/v2/comments', {
      post: 110,
      author_name: 'Asha Menon',
      author_email: 'asha-menon@example.com',
      content: 'Back again!',
    });
    expect(response.status).toBe(201);
    const comment = commentCreateResponseSchema.parse(await json(response));
    expect(comment.status).toBe('approved');
    const listed = wpCommentListSchema.parse(await json(await api.get('/wp-json/wp/v2/comments?post=110')));
    expect(listed.map((c) => c.id)).toContain(comment.id);
    later();
    const stranger = await api.post('/wp-json/wp/v2/comments', {
      post: 110,
      author_name: 'Asha Menon',
      author_email: 'someone-else@example.com',
      content: 'Not me',
    });
    expect(commentCreateResponseSchema.parse(await json(stranger)).status).toBe('hold');
  });
  it('refuses a second comment from one address within 15 s with 400 comment_flood, as WordPress does', async () => {
    const comment = (n: number) => ({
      post: 112,
      author_name: `Flood ${n}`,
      author_email: `flood-${n}@example.com`,
      content: `Comment number ${n}`,
    });
    expect((await api.post('/wp-json/wp/v2/comments', comment(1))).status).toBe(201);
    later(14_000);
    const flood = await api.post('/wp-json/wp/v2/comments', comment(2));
    expect(flood.status).toBe(400);
    expect(wpErrorSchema.parse(await json(flood))).toMatchObject({
      code: 'comment_flood',
      message: 'You are posting comments too quickly. Slow down.',
      data: { status: 400 },
    });
    later(2_000);
    expect((await api.post('/wp-json/wp/v2/comments', comment(3))).status).toBe(201);
  });
  it('refuses the same comment twice with 409 comment_duplicate', async () => {
    const body = {
      post: 113,
      author_name: 'Twice',
      author_email: 'twice@example.com',
      content: 'Same words',
    };
    expect((await api.post('/wp-json/wp/v2/comments', body)).status).toBe(201);
    later();
    const again = await api.post('/wp-json/wp/v2/comments', body);
    expect(again.status).toBe(409);
    expect(wpErrorSchema.parse(await json(again))).toMatchObject({
      code: 'comment_duplicate',
      data: { status: 409 },
    });
  });
});
