import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from '../fixtures/a11y';
import {
  allPosts,
  commentForm,
  commentSection,
  expect,
  failOnDialogs,
  HOSTILE_POST_SLUG,
  oneCommenterAtATime,
  openBlog,
  postBySlug,
  type RestPost,
  readable,
  restoreAnonymousComments,
  switchOffAnonymousComments,
  test,
  wpGet,
} from '../fixtures/blog';
import { REMOTE_ORIGINS } from '../fixtures/site';

// /blog/{slug} (rule blog.post.layout, rule blog.api.posts, rule blog.comment.held). Posts are found through
// /wp-json so the spec runs against a real WordPress too. Only one test posts a real comment: WordPress
// refuses a second anonymous comment from one address within 15 s (comment_flood).

type RestComment = { id: number; post: number; author_name: string; content: { rendered: string } };

test.describe.configure({ timeout: 180_000 });

test('a post with comments: title, date, content, approved comments, related posts, sidebar, metadata', async ({
  page,
  request,
}) => {
  const comments = (await wpGet<RestComment>(request, 'comments?per_page=100')).items;
  const posts = await allPosts(request);
  const post = posts.find(
    (item) =>
      item.slug !== HOSTILE_POST_SLUG && comments.filter((comment) => comment.post === item.id).length >= 2,
  );
  expect(post, 'a post with at least 2 approved comments').toBeDefined();
  const own = comments.filter((comment) => comment.post === post?.id);

  await openBlog(page, `/blog/${post?.slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: readable(post?.title.rendered ?? ''), exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^Published /)).toBeVisible();
  // As a reader would: the part below the comments hydrates as it nears the viewport.
  await page.getByRole('heading', { level: 2, name: /^Comments/ }).scrollIntoViewIfNeeded();
  const region = page.getByRole('region', { name: `Comments (${own.length})` });
  await expect(region).toBeVisible();
  await expect(region.getByRole('listitem')).toHaveCount(own.length);
  for (const comment of own) await expect(region).toContainText(readable(comment.content.rendered));
  // Avatars point at an outside host: none is requested.
  await expect(page.locator('img[src*="gravatar"], img[src*="avatar"]')).toHaveCount(0);

  const related = page.getByRole('region', { name: 'Related posts' });
  await related.scrollIntoViewIfNeeded();
  await expect(related.getByRole('link').first()).toBeVisible();
  const hrefs = await related
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeLessThanOrEqual(3);
  expect(hrefs).not.toContain(`/blog/${post?.slug}`);

  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expectNoSeriousA11yViolations(page);

  const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
  const category = sidebar.getByRole('navigation', { name: 'Categories' }).getByRole('link').first();
  const href = await category.getAttribute('href');
  expect(href).toMatch(/^\/blog\?cat=\d+$/);
  await category.click();
  await expect(page).toHaveURL(new RegExp(`${href?.replace('?', '\\?')}$`));
});

test('a post comes with its comments, related posts and categories in its HTML; the live page asks WordPress for none', async ({
  page,
  request,
}) => {
  test.skip(process.env.SITE_SERVER === 'nginx', 'nginx serves the bare page: the browser asks for the post');
  const comments = (await wpGet<RestComment>(request, 'comments?per_page=100')).items;
  const post = (await allPosts(request)).find(
    (item) =>
      item.slug !== HOSTILE_POST_SLUG && comments.filter((comment) => comment.post === item.id).length >= 2,
  );
  expect(post, 'a post with at least 2 approved comments').toBeDefined();
  const own = comments.filter((comment) => comment.post === post?.id);
  // Before any script: the server's first view holds what a reader can read.
  const html = (await (await request.get(`/blog/${post?.slug}`)).text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`Comments (${own.length})`);
  expect(html).toContain('Related posts');
  expect(html).toContain('aria-label="Blog sidebar"');
  expect(html).toMatch(/href="\/blog\?cat=\d+"/);

  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/wp-json/')) asked.push(sent.url());
  });
  await openBlog(page, `/blog/${post?.slug}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: `Comments (${own.length})` })).toBeVisible();
  // Scrolled down to the comment form: its code comes, and still nothing is asked of WordPress.
  await commentForm(page);
  expect(asked).toEqual([]);
});

test('a comment is held for moderation, on a 360 px phone, by keyboard', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const posts = await allPosts(request);
  const post = posts.find((item) => item.comment_status === 'open' && item.slug !== HOSTILE_POST_SLUG);
  await openBlog(page, '/blog');
  await page.getByRole('link', { name: readable(post?.title.rendered ?? ''), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post?.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page);

  const form = await commentForm(page);
  const stamp = Date.now();
  // A new address: WordPress approves returning commenters at once, a first comment is held.
  await form.getByLabel('Name').focus();
  await page.keyboard.type('E2E Reader');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`reader-${stamp}@example.com`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Thanks for the guide (${stamp}).`);
  await page.keyboard.press('Tab');
  const submit = form.getByRole('button', { name: 'Post Comment' });
  await expect(submit).toBeFocused();
  await oneCommenterAtATime(async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByText('Comment submitted for moderation.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Post Comment' })).toBeEnabled();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Comment')).toHaveValue('');
    // A second comment from the same address within 15 s: WordPress answers 400 comment_flood (behind the
    // proxy every reader shares one address), and the reader is told to wait.
    await form.getByLabel('Name').fill('E2E Reader');
    await form.getByLabel('Email').fill(`reader-${stamp}-again@example.com`);
    await form.getByLabel('Comment').fill(`One more thing (${stamp}).`);
    await form.getByRole('button', { name: 'Post Comment' }).click();
    await expect(
      page.getByText(
        'Failed to submit comment. Comments are coming in too fast: please wait a few seconds and try again.',
      ),
    ).toBeVisible();
  });
  // The refused comment stays in the form to be sent again.
  await expect(form.getByLabel('Comment')).toHaveValue(`One more thing (${stamp}).`);
  // Held comments are never listed.
  await expect(page.getByText(`Thanks for the guide (${stamp}).`)).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoSeriousA11yViolations(page);
});

test('blank fields after trimming: submitting does nothing', async ({ page, request }) => {
  const posts = await allPosts(request);
  const post = posts.find((item) => item.comment_status === 'open' && item.slug !== HOSTILE_POST_SLUG);
  const posted: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/wp-json/wp/v2/comments')) posted.push(req.url());
  });
  await openBlog(page, `/blog/${post?.slug}`);
  const form = await commentForm(page);
  await form.getByLabel('Name').fill('   ');
  await form.getByLabel('Email').fill('reader@example.com');
  await form.getByLabel('Comment').fill('Hello');
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(form.getByRole('button', { name: 'Post Comment' })).toBeVisible();
  await expect(form.getByLabel('Comment')).toHaveValue('Hello');
  expect(posted).toEqual([]);
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
});

// rule blog.comment.login-required
test('anonymous comments switched off: the alert', async ({ page, request }) => {
  const posts = await allPosts(request);
  const post = posts.find((item) => item.comment_status === 'open' && item.slug !== HOSTILE_POST_SLUG);
  await openBlog(page, `/blog/${post?.slug}`);
  const form = await commentForm(page);
  await form.getByLabel('Name').fill('Asha');
  await form.getByLabel('Email').fill('asha-off@example.com');
  await form.getByLabel('Comment').fill('Can I comment?');
  await oneCommenterAtATime(async () => {
    await switchOffAnonymousComments(request);
    try {
      await form.getByRole('button', { name: 'Post Comment' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Comments are disabled for anonymous users in WordPress REST. Enable anonymous REST comments in WP or log in.',
      );
    } finally {
      await restoreAnonymousComments(request);
    }
  });
  await expectNoSeriousA11yViolations(page);
});

test('a post with comments closed shows no form', async ({ page, request }) => {
  const post = (await allPosts(request)).find((item) => item.comment_status === 'closed');
  expect(post, 'the seed has a post with comments closed').toBeDefined();
  await openBlog(page, `/blog/${post?.slug}`);
  await expect(page.getByText('Comments are closed for this post.')).toBeVisible();
  await expect(commentSection(page)).toHaveCount(0);
});

test.describe('the hostile post', () => {
  // Chromium reports each inline handler the sanitiser (DOMPurify, in the blog remote's code) parses as a
  // blocked `script-src-attr` violation, though the handler never reaches the page: those are expected;
  // any other violation (a script element, a handler set on the page, a resource) still fails the test.
  const blog = REMOTE_ORIGINS.blog.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  test.use({
    // The blog's scripts, from its build or a release of it.
    expectedCspViolations: [
      new RegExp(`^script-src-attr blocked inline on \\S+ \\(${blog}/(releases/[0-9a-f]{12}/)?static/js/`),
    ],
  });

  test('no script in its title, excerpt, content or comments runs', async ({ page, request }) => {
    const dialogs = failOnDialogs(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, '__blogXss', {
        configurable: true,
        set(value: unknown) {
          (window as unknown as { __blogXssRan: unknown[] }).__blogXssRan ??= [];
          (window as unknown as { __blogXssRan: unknown[] }).__blogXssRan.push(value);
        },
        get() {
          return undefined;
        },
      });
    });
    const hostile: RestPost = await postBySlug(request, HOSTILE_POST_SLUG);
    const ran = () =>
      page.evaluate(() => (window as unknown as { __blogXssRan?: unknown[] }).__blogXssRan ?? []);

    // Its card on the list (title and excerpt).
    await openBlog(page, '/blog?q=Hostile');
    const card = page.getByRole('region', { name: 'Posts' }).getByRole('article').first();
    await expect(card.getByRole('heading', { level: 2 })).toContainText('Hostile');
    await card.hover();

    // The post (title, content, comment).
    await openBlog(page, `/blog/${hostile.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hostile');
    await expect(page.getByText('Safe text stays.')).toBeVisible();
    await page.getByText('Safe text stays.').hover();
    await page.getByText('Click me').click();
    await page.getByText('or me').click();
    await expect(page.locator('[data-remote="blog"] script')).toHaveCount(0);
    await expect(page.locator('[data-remote="blog"] iframe')).toHaveCount(0);
    await expect(
      page.locator('[data-remote="blog"] [onerror], [data-remote="blog"] [onmouseover]'),
    ).toHaveCount(0);
    await expect(page.locator('a[href*="script:" i]')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/blog/${HOSTILE_POST_SLUG}$`));
    // Give any late onerror a moment.
    await page.waitForTimeout(500);
    expect(await ran()).toEqual([]);
    expect(dialogs).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a missing post: "Blog post not found" and Back to Blog', async ({ page }) => {
  await openBlog(page, '/blog/no-such-post-anywhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
  await expect(
    page.getByText("The blog post you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Andaman Travel Blog' })).toBeVisible();
});
