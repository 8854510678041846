import {
  commentCreateResponseSchema,
  wpCategoryListSchema,
  wpErrorSchema,
  wpPostListSchema,
} from '@andaman/shared/contracts/blog';
import type { APIRequestContext } from '@playwright/test';
import { oneCommenterAtATime } from '../fixtures/blog';
import { expect, SITE_ORIGIN, test } from '../fixtures/site';

/**
 * The content system behind the shell's `/wp-json`: the reference API's stand-in by default, a real
 * WordPress in the WordPress lane (`node scripts/test-wordpress.mjs` sets `WORDPRESS_URL`). The same
 * checks hold for both, except where the answer says which backend gave it (`link` is the backend's own).
 */
const wordpressUrl = process.env.WORDPRESS_URL;

/** Posts a comment as the smoke commenter (a new address unless `email` is given). */
const postComment = (
  request: APIRequestContext,
  post: number,
  content: string,
  email = 'smoke@example.com',
) =>
  request.post('/wp-json/wp/v2/comments', {
    data: { post, author_name: 'Smoke Test', author_email: email, content },
  });

const postBySlug = async (request: APIRequestContext, slug: string) => {
  const response = await request.get(`/wp-json/wp/v2/posts?_embed&slug=${slug}`);
  expect(response.status()).toBe(200);
  const [post] = wpPostListSchema.parse(await response.json());
  if (!post) throw new Error(`no post ${slug}`);
  return post;
};

test.describe('blog content system behind the shell', () => {
  // No reset to seed here: these tests only read, or post held comments with a new address, and a
  // reset in the middle of the suite would wipe the bookings of tests running on other workers.
  test('serves posts from the configured backend, with WordPress entities and paging headers', async ({
    request,
  }) => {
    const post = await postBySlug(request, 'havelocks-hidden-coves-quiet-bays');
    expect(post.title.rendered).toBe('Havelock&#8217;s Hidden Coves &amp; Quiet Bays');
    if (wordpressUrl) expect(post.link?.startsWith(`${wordpressUrl}/`)).toBe(true);
    else expect(post.link).toBe(`${SITE_ORIGIN}/blog/havelocks-hidden-coves-quiet-bays`);

    const page = await request.get('/wp-json/wp/v2/posts?_embed&page=1&per_page=8&order=desc&orderby=date');
    const total = Number(page.headers()['x-wp-total']);
    expect(total).toBe(28);
    expect(Number(page.headers()['x-wp-totalpages'])).toBe(4);
    const past = await request.get('/wp-json/wp/v2/posts?page=5&per_page=8');
    expect(past.status()).toBe(400);
    expect(wpErrorSchema.parse(await past.json()).code).toBe('rest_post_invalid_page_number');

    const categories = wpCategoryListSchema.parse(
      await (await request.get('/wp-json/wp/v2/categories?per_page=100')).json(),
    );
    expect(categories.map((c) => c.name)).toContain('Food &amp; Culture');

    const plain = await postBySlug(request, 'port-blair-walking-tour');
    expect(Object.keys(plain._embedded ?? {})).not.toContain('wp:featuredmedia');
  });

  test("featured images load in the browser from the backend's origin", async ({ page, request }) => {
    const post = await postBySlug(request, 'radhanagar-beach-a-complete-guide');
    const image = post._embedded?.['wp:featuredmedia']?.[0]?.source_url;
    expect(image).toBeTruthy();
    if (wordpressUrl) expect(image?.startsWith(`${wordpressUrl}/wp-content/uploads/`)).toBe(true);
    await page.goto('/');
    const width = await page.evaluate(
      (src) =>
        new Promise<number>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img.naturalWidth);
          img.onerror = () => resolve(0);
          img.src = src;
        }),
      image ?? '',
    );
    expect(width).toBeGreaterThan(0);
  });

  test('comments: held for a new commenter, closed posts refuse, the anonymous switch reaches the backend', async ({
    request,
    apiControl,
  }) => {
    await oneCommenterAtATime(async () => {
      const post = await postBySlug(request, 'radhanagar-beach-a-complete-guide');
      // A new address each run: WordPress approves a returning commenter at once.
      const created = await postComment(request, post.id, 'Held?', `smoke-${Date.now()}@example.com`);
      expect(created.status()).toBe(201);
      expect(commentCreateResponseSchema.parse(await created.json()).status).toBe('hold');

      const closed = await postBySlug(request, 'monsoon-travel-whats-open-whats-closed');
      const refused = await postComment(request, closed.id, 'Closed?');
      expect(refused.status()).toBe(403);
      expect(wpErrorSchema.parse(await refused.json()).code).toBe('rest_comment_closed');

      // The switch is global on the backend: it is turned back on at once, whatever happens, so the
      // blog specs running on other workers (and after this file) can still post comments.
      await apiControl('comments/anonymous', { anonymous: false });
      try {
        const login = await postComment(request, post.id, 'Off?');
        expect(login.status()).toBe(401);
        expect(wpErrorSchema.parse(await login.json()).code).toBe('rest_comment_login_required');
      } finally {
        await apiControl('comments/anonymous', { anonymous: true });
      }
    });
  });
});
