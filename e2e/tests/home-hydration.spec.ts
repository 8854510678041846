import type { Page } from '@playwright/test';
import { expect, SITE_ORIGIN, test } from '../fixtures/site';

// Home's sections below the fold hydrate as they near the viewport: React takes over the served HTML
// instead of rendering it again, so the sections keep their elements (and the ids the server gave them)
// and their heights. A visitor who prefers reduced motion gets the same: what differs for them is CSS,
// or is read in a way that renders nothing again after hydration.

/** The ids in Home's main content and the height of each of its sections. */
function homeFacts(page: Page) {
  return page.locator('main').evaluate((main) => ({
    ids: [...main.querySelectorAll('[id]')].map((element) => element.id),
    heights: Object.fromEntries(
      [...main.querySelectorAll(':scope [id]')]
        .filter((element) => element.parentElement?.closest('[id]') === null)
        .map((element) => [element.id, Math.round(element.getBoundingClientRect().height)]),
    ),
  }));
}

/** What the page said (errors, warnings, failed requests): printed when the test fails, for its diagnosis. */
let said: string[] = [];
/** The requests still unanswered. */
const waiting = new Set<string>();
test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status !== expectedStatus)
    console.log(`What the page said:\n${said.join('\n')}\nUnanswered:\n${[...waiting].join('\n')}`);
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`with reduced motion: ${reducedMotion}`, () => {
    const viewport = { width: 360, height: 740 };
    test.use({ viewport, reducedMotion });

    test("Home's sections hydrate: the same elements and heights as the served HTML", async ({
      page,
      browser,
    }) => {
      // The widgets' first views are rendered per request with their data; on a loaded machine the
      // server may send a section's view without it (waiting for its data, `aria-busy`), which the
      // browser then renders afresh once the data comes. This test is about hydration: it takes a
      // page whose HTML came with every section's data, and compares the live page with that HTML.
      said = [];
      waiting.clear();
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) said.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) =>
        said.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
      );
      page.on('request', (request) => waiting.add(request.url()));
      page.on('requestfinished', (request) => waiting.delete(request.url()));
      let served = '';
      await expect(async () => {
        served = (await (await page.goto('/'))?.text()) ?? '';
        expect(served.match(/<div data-remote-root /g), 'first views in the HTML').toHaveLength(3);
        expect(served).not.toContain('aria-busy="true"');
      }).toPass({ timeout: 60_000 });
      // Scrolled to, one after the other: each widget, then each carousel still static. Scrolled to
      // again while waiting: the sections above one that is scrolled to take their real height as they
      // near the viewport (`content-visibility: auto`), which can move it out of reach again. A part not
      // live after that wait (which home-widgets.spec.ts is about) is named, and the comparison below
      // still holds for it: its elements must be the served ones.
      const notLive: string[] = [];
      const live = (wait: () => Promise<void>) =>
        expect(wait)
          .toPass({ timeout: 45_000 })
          .then(
            () => true,
            () => false,
          );
      for (const slot of await page.locator('[data-remote-first-view]').all()) {
        const widget = `${await slot.getAttribute('data-remote-first-view')}'s widget`;
        const ok = await live(async () => {
          await slot.scrollIntoViewIfNeeded();
          await expect(slot).toHaveAttribute('data-remote-root-state', 'live', { timeout: 2_000 });
        });
        if (!ok) notLive.push(widget);
      }
      const staticCarousels = page.locator('main [data-static]');
      const carouselsLive = await live(async () => {
        if ((await staticCarousels.count()) > 0) await staticCarousels.first().scrollIntoViewIfNeeded();
        await expect(staticCarousels).toHaveCount(0, { timeout: 2_000 });
      });
      if (!carouselsLive) notLive.push(`${await staticCarousels.count()} carousel(s)`);
      if (notLive.length > 0) {
        test.info().annotations.push({ type: 'not live after 45 s', description: notLive.join(', ') });
        console.warn(`Not live after 45 s: ${notLive.join(', ')}\n${said.join('\n')}`);
      }
      // The same HTML, laid out without JavaScript.
      const context = await browser.newContext({
        baseURL: SITE_ORIGIN,
        viewport,
        reducedMotion,
        javaScriptEnabled: false,
      });
      const html = await context.newPage();
      await html.route(`${SITE_ORIGIN}/`, (route) =>
        route.fulfill({ body: served, contentType: 'text/html; charset=utf-8' }),
      );
      await html.goto('/');
      const before = await homeFacts(html);
      await context.close();
      const after = await homeFacts(page);
      expect(
        after.ids.filter((id) => !before.ids.includes(id)),
        'ids rendered afresh',
      ).toEqual([]);
      expect(
        before.ids.filter((id) => !after.ids.includes(id)),
        'ids of the served HTML gone',
      ).toEqual([]);
      for (const [id, height] of Object.entries(before.heights))
        expect(Math.abs((after.heights[id] ?? Number.NaN) - height), `height of #${id}`).toBeLessThanOrEqual(
          1,
        );
    });
  });
}
