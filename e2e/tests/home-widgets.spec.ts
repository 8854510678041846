import type { Page } from '@playwright/test';
import { holdBackContactDialog } from '../fixtures/activities';
import { PAGE_LOAD } from '../fixtures/holidays';
import { expect, expectLayout, type RemoteName, SITE_ORIGIN, test } from '../fixtures/site';

// Home's remote widgets: the holiday packages list (mf-holidays) and the activities section
// (mf-activities), and Home surviving either remote being down. `remote-isolation.spec.ts` covers the
// remotes' pages; `shell.spec.ts` that every widget comes from its own remote.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  await holdBackContactDialog(page);
});

/** Brings a Home band into view, so its deferred content mounts (and its remote loads). */
async function showBand(page: Page, id: 'holiday-packages' | 'activities') {
  await page.locator(`#${id}`).first().scrollIntoViewIfNeeded();
}

const packagesList = (page: Page) =>
  page.locator('[data-remote-widget="holidays/holiday-packages"]').getByRole('list', {
    name: 'Holiday packages',
  });
const packagesPager = (page: Page) => page.getByRole('navigation', { name: 'Holiday packages pages' });
const activitiesWidget = (page: Page) => page.locator('[data-remote-widget="activities/activities-section"]');

/** Waits until a remote's widget on Home is live (its root hydrated): its controls then answer a click. */
async function expectWidgetLive(page: Page, remote: 'holidays' | 'activities') {
  await expect(page.locator(`[data-remote-first-view="${remote}"]`)).toHaveAttribute(
    'data-remote-root-state',
    'live',
    PAGE_LOAD,
  );
}

/**
 * The activities carousel has one slide per activity, labelled "N of 4" (clones of a loop included). The
 * served HTML has them already: the widget is waited for until live, when the carousel lays itself out
 * for the screen (its slides per view), so nothing moves under a click after this.
 */
async function expectFourActivities(page: Page) {
  await expectWidgetLive(page, 'activities');
  const slides = activitiesWidget(page).locator('[aria-roledescription="slide"]');
  await expect
    .poll(
      async () =>
        [
          ...new Set(await slides.evaluateAll((all) => all.map((slide) => slide.getAttribute('aria-label')))),
        ].sort(),
      PAGE_LOAD,
    )
    .toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
}

test("a tap on Home's package pager before the site's code has run is kept, and shows page 2", async ({
  page,
}) => {
  // The shell's code is slow to come: the pager in Home's HTML is tapped before anything listens.
  await page.route(`${SITE_ORIGIN}/static/js/index.*.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  // Not through `page.goto`, which (the fixture's) waits for the site to be live.
  await page.evaluate((home) => location.assign(home), `${SITE_ORIGIN}/`);
  const pager = packagesPager(page);
  await pager.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await pager.getByRole('button', { name: 'Page 2' }).click();
  const cards = packagesList(page).getByRole('article');
  await expect(cards).toHaveCount(1, PAGE_LOAD);
  await expect(cards.getByRole('heading')).toHaveText('ETERNAL ANDAMAN');
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('Home shows the holiday packages (6 a page, the destination filter) and the activities carousel', async ({
  page,
}) => {
  await page.goto('/');
  await expectLayout(page);
  await showBand(page, 'holiday-packages');

  // 7 packages: 6 on the first page, the pager (only above 6), the seventh on page 2.
  const cards = packagesList(page).getByRole('article');
  await expect(cards).toHaveCount(6, PAGE_LOAD);
  const pager = packagesPager(page);
  await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2']);
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  // The served HTML has the pager already; its buttons work once the widget's root is live.
  await expectWidgetLive(page, 'holidays');
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading')).toHaveText('ETERNAL ANDAMAN');
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

  await showBand(page, 'activities');
  await expectFourActivities(page);
  await expect(activitiesWidget(page).getByRole('heading', { name: 'Explore Activities' })).toBeVisible();
  const more = activitiesWidget(page).getByRole('link', { name: 'Explore More Activities' });
  await expect(more).toHaveAttribute('href', '/activities');

  // The destination parameter (Havelock, location 2) filters the list: 2 packages, no pager.
  await page.goto('/?destination=2');
  await showBand(page, 'holiday-packages');
  await expect(cards).toHaveCount(2, PAGE_LOAD);
  await expect(cards.getByRole('heading')).toHaveText(['AMAZING ANDAMAN', 'EXPLORE ANDAMAN']);
  await expect(cards.first()).toContainText('Havelock');
  await expect(packagesPager(page)).toHaveCount(0);

  // View on a Home card opens the package.
  await cards.nth(1).getByRole('button', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/itinerary\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'EXPLORE ANDAMAN' })).toBeVisible(PAGE_LOAD);

  // Explore More Activities leads to the activities page (clicked once the carousel above it is in).
  await page.goto('/');
  await showBand(page, 'activities');
  await expectFourActivities(page);
  await activitiesWidget(page).getByRole('link', { name: 'Explore More Activities' }).click(PAGE_LOAD);
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Andaman Activities' })).toBeVisible(
    PAGE_LOAD,
  );
});

const widgets: { down: RemoteName; title: string; other: (page: Page) => Promise<void> }[] = [
  {
    down: 'activities',
    title: 'Activities',
    other: async (page) => {
      await showBand(page, 'holiday-packages');
      await expect(packagesList(page).getByRole('article')).toHaveCount(6, PAGE_LOAD);
    },
  },
  {
    down: 'holidays',
    title: 'Holiday packages',
    other: async (page) => {
      await showBand(page, 'activities');
      await expectFourActivities(page);
    },
  },
];

for (const { down, title, other } of widgets) {
  test(`with ${down} down, Home shows its contained fallback and the rest of Home and the other widget work`, async ({
    page,
    blockRemote,
  }) => {
    await blockRemote(down);
    await page.goto('/');
    await showBand(page, down === 'holidays' ? 'holiday-packages' : 'activities');
    const fallback = page.locator(`[data-remote-fallback="${down}"]`);
    await expect(fallback).toBeVisible(PAGE_LOAD);
    await expect(fallback).toContainText(title);
    await expect(fallback.getByRole('button', { name: /retry/i })).toBeVisible();
    await other(page);
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan your vacation' })).toBeVisible();
    await expectLayout(page);
  });
}
