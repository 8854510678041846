import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { allPosts, expect, openBlog, type RestPost, readable, test, wpGet } from '../fixtures/blog';
import { expectLayout } from '../fixtures/site';

// /blog (rule blog.route.list): search, categories, 8 cards a page (rule blog.page-size), Previous / Next;
// totals from x-wp-total.
// Posts and categories are discovered through /wp-json, so the spec runs against a real WordPress too.

type RestCategory = { id: number; name: string; count: number };

const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Posts' }).getByRole('article');

test.describe.configure({ timeout: 180_000 });

test('the list shows 8 cards a page with the totals WordPress reports, and pages with Previous / Next', async ({
  page,
  request,
}) => {
  const first = await wpGet<RestPost>(request, 'posts?per_page=8&page=1');
  const last = await wpGet<RestPost>(request, `posts?per_page=8&page=${first.totalPages}`);
  expect(first.totalPages).toBeGreaterThan(1);

  await openBlog(page, '/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Andaman Travel Blog' })).toBeVisible();
  await expect(page.getByText(`${first.total} posts`, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(8);
  // Titles come decoded, newest first, exactly as WordPress orders them.
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
    first.items.map((post) => readable(post.title.rendered)),
  );
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectLayout(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText(`Page 2 of ${first.totalPages}`)).toBeVisible();

  await openBlog(page, `/blog?page=${first.totalPages}`);
  await expect(cards(page)).toHaveCount(last.items.length);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(new RegExp(`page=${first.totalPages - 1}`));
});

test('a card links by slug and shows the local placeholder when the post has no featured image', async ({
  page,
  request,
}) => {
  const posts = await allPosts(request);
  const withoutImage = posts.find((post) => post.featured_media === 0);
  expect(withoutImage, 'the seed has a post without a featured image').toBeDefined();
  const index = posts.indexOf(withoutImage as RestPost);
  await openBlog(page, `/blog?page=${Math.floor(index / 8) + 1}`);
  const card = cards(page).filter({
    has: page.getByRole('heading', { name: readable(withoutImage?.title.rendered ?? ''), exact: true }),
  });
  const image = card.locator('img');
  // The placeholder ships with the blog remote (inlined when small); nothing is asked of WordPress.
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml|blog-placeholder/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByRole('link')).toHaveAttribute('href', `/blog/${withoutImage?.slug}`);
});

test('searching goes back to page 1 and keeps the category', async ({ page, request }) => {
  const expected = await wpGet<RestPost>(request, 'posts?per_page=8&search=ferry');
  expect(expected.total).toBeGreaterThan(0);

  await openBlog(page, '/blog?page=2');
  const box = page.getByRole('searchbox', { name: 'Search posts' });
  await box.fill('ferry');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=ferry$/);
  await expect(page.getByText(`${expected.total} posts for \u201cferry\u201d`)).toBeVisible();
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(
    expected.items.map((post) => readable(post.title.rendered)),
  );

  await box.fill('no post talks about this zzzq');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No posts found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('choosing a category goes back to page 1, with names decoded', async ({ page, request }) => {
  const categories = (await wpGet<RestCategory>(request, 'categories?per_page=100')).items;
  // A category whose stored name holds an entity (Food &amp; Culture), with posts.
  const category =
    categories.find((item) => item.count > 0 && /&[a-z#0-9]+;/i.test(item.name)) ??
    categories.find((item) => item.count > 0);
  expect(category).toBeDefined();
  const id = category?.id ?? 0;
  const expected = await wpGet<RestPost>(request, `posts?per_page=8&categories=${id}`);

  await openBlog(page, '/blog?page=2');
  const button = page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('button', { name: readable(category?.name ?? ''), exact: true });
  await button.click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?cat=${id}$`));
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(expected.total === 1 ? '1 post' : `${expected.total} posts`)).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.items.length);

  await page.getByRole('button', { name: 'All posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("a category's list comes with its posts and the categories in its HTML; the live page asks WordPress for nothing until the reader filters", async ({
  page,
  request,
}) => {
  test.skip(
    process.env.SITE_SERVER === 'nginx',
    'nginx serves the list without its data: the browser asks for it',
  );
  const categories = (await wpGet<RestCategory>(request, 'categories?per_page=100')).items;
  const category = categories.find((item) => item.count > 0);
  expect(category, 'a category with posts').toBeDefined();
  const id = category?.id ?? 0;
  const expected = await wpGet<RestPost>(request, `posts?per_page=8&categories=${id}`);
  const count = expected.total === 1 ? '1 post' : `${expected.total} posts`;
  // Before any script: the server's first view holds the page of posts the address asks for, the
  // categories (the address's pressed) and the data the live page starts from.
  const html = (await (await request.get(`/blog?cat=${id}`)).text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`data-rendered-for="/blog?cat=${id}"`);
  expect(html).toContain(count);
  for (const post of expected.items) expect(html).toContain(`href="/blog/${post.slug}"`);
  expect(html).toContain('aria-pressed="true"');
  expect(html).toContain('data-first-view-state');
  expect(html).not.toContain('Loading posts…');

  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/wp-json/')) asked.push(sent.url());
  });
  await openBlog(page, `/blog?cat=${id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(count, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(expected.items.length);
  expect(asked).toEqual([]);
  // Another filter is asked of WordPress then.
  await page.getByRole('button', { name: 'All posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(8);
  expect(asked.some((url) => url.includes('/wp-json/wp/v2/posts'))).toBe(true);
});

test('the list at 360 px fits the screen and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openBlog(page, '/blog');
  await expect(cards(page)).toHaveCount(8);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
  // Keyboard: the search box, then Enter; Tab reaches the first card's link.
  await page.getByRole('searchbox', { name: 'Search posts' }).focus();
  await page.keyboard.type('beach');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=beach/);
  // The previous cards stay on screen until the results arrive: wait for them.
  await expect(page.getByText(/^\d+ posts? for \u201cbeach\u201d$/)).toBeVisible();
  const firstLink = cards(page).first().getByRole('link');
  await firstLink.focus();
  await expect(firstLink).toBeFocused();
  const href = await firstLink.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('the blog remote down shows its contained fallback inside the working layout', async ({
  page,
  blockRemote,
}) => {
  await blockRemote('blog');
  await page.goto('/blog');
  await expect(page.locator('[data-remote-fallback="blog"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
  await expectLayout(page);
});
