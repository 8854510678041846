import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/site';

// Below the fold, lists of cards and the footer are in the document but rendered (styled, laid out,
// painted) only once they near the viewport (`content-visibility: auto`, shared/src/ui/off-screen):
// a phone's start-up does not lay out what it does not show. Their room is kept, so nothing shifts.
test.use({ viewport: { width: 360, height: 740 } });

const BELOW_THE_FOLD: { path: string; name: string; last: (page: Page) => Locator }[] = [
  { path: '/hotels', name: "the hotels' cards", last: (page) => page.getByRole('article').last() },
  { path: '/activities', name: "the activities' cards", last: (page) => lastListItem(page) },
  { path: '/blog', name: "the posts' cards", last: (page) => page.getByRole('article').last() },
  { path: '/privacy-policy', name: 'the footer', last: (page) => page.getByRole('contentinfo') },
];

/** The last card of a list of cards (each in an item of its own). */
const lastListItem = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') })
    .last();

/** Whether the browser renders `element`'s content now (false while `content-visibility: auto` skips it). */
const rendered = (element: Locator) =>
  element.evaluate((node: Element) =>
    [...node.children].some((child) => child.checkVisibility({ contentVisibilityAuto: true })),
  );

/** The sum of the page's layout shifts so far that no input caused (as CLS adds them). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let sum = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
          resolve(sum);
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );

for (const { path, name, last } of BELOW_THE_FOLD) {
  test(`${path}: ${name} in the document, rendered only near the viewport, without shifting the page`, async ({
    page,
  }) => {
    await page.goto(path);
    const element = last(page);
    await expect(element).toHaveCSS('content-visibility', 'auto');
    // In the document (find-in-page, screen readers and crawlers), not rendered while far below.
    await expect(element).not.toHaveText('');
    expect(await rendered(element)).toBe(false);
    // Scrolled to, step by step as a thumb would: rendered, and nothing on screen moved.
    for (let step = 0; step < 40; step++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      if (atEnd) break;
    }
    await element.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(element)).toBe(true);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}
