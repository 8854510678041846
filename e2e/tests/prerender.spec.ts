import { HOSTILE_POST_SLUG } from '../fixtures/blog';
import { expect, expectLayout, test } from '../fixtures/site';

// The shell's pages are rendered to HTML at build time, so a traveller sees the page
// before any script runs; the browser then hydrates that HTML without re-rendering it.
const SHELL_PAGES = [
  { path: '/', heading: 'Plan your vacation' },
  { path: '/about', heading: 'About Us.' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
];

// Remote pages that declare a first view (`RemoteRoute.firstView`), with their hero's heading.
const AREA_PAGES = [
  { path: '/ferry', heading: 'Ferry Tickets' },
  { path: '/hotels', heading: 'Hotels in Andaman' },
  { path: '/activities', heading: 'Discover Andaman Activities' },
  { path: '/itinerary', heading: 'Plan your vacation' },
  { path: '/blog', heading: 'Andaman Travel Blog' },
];

// Remote pages with parameters whose first view the site's Node server renders per request, with the
// page's data (`RemoteRoute.firstView` + `prefetch`); nginx serves them the bare page.
const DETAIL_PAGES = [
  { path: '/hotels/1', pattern: '/hotels/:hotelId', heading: 'Aberdeen Bazaar Inn' },
  { path: '/itinerary/1', pattern: '/itinerary/:itineraryId', heading: 'WEEKEND GATEWAY' },
  {
    path: '/blog/best-time-to-visit-the-andaman-islands',
    pattern: '/blog/:id',
    heading: 'Best Time to Visit the Andaman Islands',
  },
];
const NODE_SERVER = process.env.SITE_SERVER !== 'nginx';

// Home's sections, in page order: the shell's own and the remotes' widgets (rule home.route).
const HOME_SECTIONS = [
  'Our partners',
  'Top Destinations',
  'Holiday Packages',
  'Explore Activities',
  'Easy 4 Step Ferry Booking',
  'Our Reviews',
  'Our Trusted Ferry Partners',
];

test("Home's sections are in the document before any scroll: their headings are in the HTML as served", async ({
  page,
  request,
}) => {
  // The HTML the server sends, before any script: every section's heading, the widgets' included.
  const html = await (await request.get('/')).text();
  const served = [...html.matchAll(/<h2\b[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1] ?? '');
  expect(served.filter((heading) => HOME_SECTIONS.includes(heading))).toEqual(HOME_SECTIONS);
  // In the browser, at the top of the page and before any scroll, they are in the document (find-in-page
  // and a screen reader's list of headings see them), and they stay the same elements once live.
  await page.goto('/');
  const headings = page.locator('main h2');
  await expect(headings.filter({ hasText: 'Our Trusted Ferry Partners' })).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const heading of HOME_SECTIONS)
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeAttached();
});

/** Home's widgets whose first view the Node server renders per request with their cards. */
const HOME_WIDGET_SLOTS = ['holidays', 'activities'] as const;
/** The requests of the cards' lists: `GET /api/activity?limit=4`, `GET /api/holidayPackage?page=1…`. */
const HOME_LISTS = /\/api\/(activity|holidayPackage)\b/;

test("Home's packages and activities are in the HTML as served, with their cards, and asked for not again at start-up", async ({
  page,
  request,
}) => {
  test.skip(!NODE_SERVER, "nginx serves the widgets' first views rendered at build time (headings only)");
  const names = async (path: string) => {
    const body = (await (await request.get(path)).json()) as { data: unknown };
    const list = (Array.isArray(body.data) ? body.data : (body.data as { data: unknown[] }).data) as {
      name: string;
    }[];
    return list.map(({ name }) => name);
  };
  const packages = await names('/api/holidayPackage?page=1&limit=6');
  const activities = await names('/api/activity?limit=4');
  expect(packages).toHaveLength(6);
  expect(activities).toHaveLength(4);
  // The HTML the server sends: every card's name, and no section waiting for its data.
  const html = await (await request.get('/')).text();
  for (const name of [...packages, ...activities]) expect(html, name).toContain(name);
  expect(html).not.toContain('aria-busy="true"');
  // The live page starts from them: scrolled to, both widgets hydrate without a mismatch and ask for
  // neither list.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (HOME_LISTS.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  for (const remote of HOME_WIDGET_SLOTS) {
    const slot = page.locator(`[data-remote-first-view="${remote}"]`);
    await slot.scrollIntoViewIfNeeded();
    await expect(slot).toHaveAttribute('data-remote-root-state', 'live', { timeout: 30_000 });
  }
  const cards = page.getByRole('list', { name: 'Holiday packages' }).getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading')).toHaveText(packages);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(errors.filter((text) => text.includes('[shell] hydration'))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shell pages show their content, styled, and a remote page its layout around a loading state', async ({
    page,
  }) => {
    for (const { path, heading } of SHELL_PAGES) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toHaveText(heading);
      await expectLayout(page);
      // The page's CSS is in the HTML: the header is laid out as a flex row, not as unstyled blocks.
      const header = page.getByRole('banner').locator('> div').first();
      await expect(header).toHaveCSS('display', /flex|grid/);
    }
    // A remote page without a first view: the layout around the loading overlay.
    await page.goto('/hotels/checkout');
    await expectLayout(page);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeAttached();
  });

  test("the header's, the footer's and the tabs' links and Home's search work as the HTML brought them", async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/');
    // By keyboard: a click aimed while the scroll to the footer lays out Home's sections below the fold
    // (`content-visibility: auto`) could land beside the link.
    await page
      .getByRole('navigation', { name: 'Policies' })
      .getByRole('link', { name: 'Privacy Policy' })
      .press('Enter');
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Book a service' })
      .getByRole('link', { name: /Hotels/ })
      .click();
    await expect(page).toHaveURL(/\/hotels$/);
    // The search form asks for the address the live search sets (rule home.search.delay).
    await page.goto('/');
    await page
      .getByRole('combobox', { name: 'Destination' })
      .selectOption({ label: 'Havelock (Swaraj Dweep)' });
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/\?destination=2$/);
  });

  // Both servers (the Node server and nginx's SSI) compose remote first views into the shell's HTML.
  test("an area page shows its remote's first view (the whole page, its form included) in place of the loading overlay", async ({
    page,
  }) => {
    for (const { path, heading } of AREA_PAGES) {
      await page.goto(path);
      await expectLayout(page);
      const firstView = page.locator(`main [data-first-view-of="${path}"]`);
      await expect(firstView.locator('h1'), path).toHaveText(heading);
      // The page itself, not a picture of it: what it shows is in the document, its links work. (A
      // list whose data the build did not have shows its own loading state.)
      await expect(firstView, path).not.toHaveAttribute('inert');
      await expect(page.locator('[data-remote-first-view] > [role="status"]'), path).toHaveCount(0);
    }
    await page.goto('/hotels');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeAttached();
    await page
      .getByRole('navigation', { name: 'Book a service' })
      .getByRole('link', { name: /Ferry/ })
      .click();
    await expect(page).toHaveURL(/\/ferry$/);
    await expect(page.locator('main h1').first()).toHaveText('Ferry Tickets');
  });

  test('a detail page shows its first view with its data (Node server), a missing one the loading state', async ({
    page,
  }) => {
    test.skip(!NODE_SERVER, 'nginx does not render per request: it serves the bare page');
    for (const { path, pattern, heading } of DETAIL_PAGES) {
      await page.goto(path);
      await expectLayout(page);
      const firstView = page.locator(`main [data-first-view-of="${pattern}"]`);
      await expect(firstView.locator('h1'), path).toHaveText(heading);
      // The largest element (the hotel's photo, the package's hero picture, the post's image), from the
      // API or WordPress, is in the HTML.
      await expect(firstView.locator(`img[src^="http"], [style*='url("http']`).first(), path).toBeAttached();
      await expect(page.getByRole('status', { name: 'Loading' }), path).toHaveCount(0);
    }
    // No such hotel: nothing to render, the layout around the loading state (the live page says why).
    await page.goto('/hotels/999999');
    await expectLayout(page);
    await expect(page.locator('[data-first-view-of]')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeAttached();
  });
});

/**
 * Notes the page's first heading as the HTML brought it, before any script of the site has run (the
 * shell's start-up waits for the first paint): a page hydrated in place still has that very element.
 */
async function noteFirstHeading(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __firstHeading: Element | null }).__firstHeading =
        document.querySelector('main h1');
    });
  });
}

const sameHeadingAsServed = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { __firstHeading: Element | null }).__firstHeading;
    return first !== null && first === document.querySelector('main h1') && first.isConnected;
  });

test("a detail page's first view hydrates in place, with the same data, never a loading state", async ({
  page,
}) => {
  test.skip(!NODE_SERVER, 'nginx does not render per request: it serves the bare page');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[shell] hydration'))
      errors.push(message.text());
  });
  // Records whether a loading state was ever on the page, from the first byte on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __loadingSeen: string[] }).__loadingSeen = seen;
    new MutationObserver(() => {
      const loading = document.querySelector('[role="status"][aria-label^="Loading"]');
      if (loading) seen.push(loading.getAttribute('aria-label') ?? '');
    }).observe(document, { subtree: true, childList: true });
  });
  await noteFirstHeading(page);
  for (const { path, heading } of DETAIL_PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), path).toHaveText(heading);
    expect(
      await page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen),
      path,
    ).toEqual([]);
    expect(await sameHeadingAsServed(page), path).toBe(true);
  }
  // The live hotel page works: its rooms tab lists the rooms.
  await page.goto('/hotels/1');
  await expect(page.getByRole('heading', { name: 'Rooms' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("an area page's first view hydrates in place, and works", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // With the page it came from: a mismatch names no page of its own.
    if (message.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  await noteFirstHeading(page);
  for (const { path, heading } of AREA_PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), path).toHaveText(heading);
    expect(await sameHeadingAsServed(page), path).toBe(true);
  }
  await page.goto('/hotels');
  // The search form hydrates once the page is idle (or when reached for), and works.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please select a location').first()).toBeVisible();
  expect(await sameHeadingAsServed(page)).toBe(true);
  expect(errors.filter((text) => text.includes('[shell] hydration'))).toEqual([]);
});

test('pre-rendered pages hydrate without a mismatch, and paths that are not pre-rendered get the bare page', async ({
  page,
  request,
}) => {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[shell] hydration')) {
      hydrationErrors.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const { path, heading } of [...SHELL_PAGES, { path: '/hotels', heading: 'Hotels in Andaman' }]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`data-prerendered="${path}"`);
    await page.goto(path);
    await expect(page.locator('main h1').first()).toHaveText(heading);
  }
  // After hydration the page is the app: a header link navigates without a page load.
  await page.goto('/about');
  await page.evaluate(() => {
    (window as unknown as { __samePage?: boolean }).__samePage = true;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Hotels' }).first().click();
  await expect(page.locator('main h1').first()).toHaveText('Hotels in Andaman');
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(hydrationErrors).toEqual([]);

  const bare = await (await request.get('/contact')).text();
  expect(bare).not.toContain('data-prerendered');
  // A remote route with parameters: its layout, pre-rendered at the pattern, from the Node server;
  // nginx serves the bare page.
  const detail = await (await request.get('/hotels/1')).text();
  if (NODE_SERVER) expect(detail).toContain('data-prerendered="/hotels/:hotelId"');
  else expect(detail).not.toContain('data-prerendered');
  await page.goto('/hotels/1');
  await expect(page.locator('main h1').first()).toHaveText('Aberdeen Bazaar Inn');
  expect(hydrationErrors).toEqual([]);
});

test("pointing at a link to a detail page asks for the page's data before the click", async ({ page }) => {
  await page.goto('/blog');
  // Not the hostile-markup post: merely parsing its markup makes Chromium report CSP violations.
  const link = page.locator(`main a[href^="/blog/"]:not([href="/blog/${HOSTILE_POST_SLUG}"])`).first();
  await expect(link).toBeVisible();
  const slug = ((await link.getAttribute('href')) ?? '').replace(/^\/blog\//, '');
  const postAsked = page.waitForRequest(
    (request) =>
      request.url().includes('wp/v2/posts') && new URL(request.url()).searchParams.get('slug') === slug,
  );
  await link.hover();
  await postAsked;
  await link.click();
  await expect(page.locator('main h1').first()).not.toHaveText('Andaman Travel Blog');
});

test('a pre-rendered page asks for none of the stylesheets its head already has, and stays styled as it navigates', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/about', '/hotels']) {
    stylesheets.length = 0;
    await page.goto(path);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    const inHead = await page.evaluate(() =>
      [...document.querySelectorAll('head style[data-href]')].map((style) => style.getAttribute('data-href')),
    );
    expect(inHead.length, path).toBeGreaterThan(0);
    // The shell's chunk loader takes each `<style data-href>` for its chunk's stylesheet.
    expect(
      stylesheets.filter((requested) => inHead.some((href) => href && requested.endsWith(`/${href}`))),
      path,
    ).toEqual([]);
  }
  // Client-side navigation to a page whose stylesheet was inlined by the first page: still styled.
  await page.goto('/hotels');
  await page.waitForSelector('html[data-hydrated]');
  await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
  await expect(page.locator('main h1').first()).toHaveText('About Us.');
  expect(
    await page
      .locator('main h1')
      .first()
      .evaluate((heading) => getComputedStyle(heading).fontWeight),
  ).not.toBe('400');
});
