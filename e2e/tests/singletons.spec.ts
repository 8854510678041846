import { expect, REMOTE_HOME_ROUTES, SITE_ORIGIN, test } from '../fixtures/site';

/**
 * Strings that survive minification and identify one library copy each:
 * react-dom's container marker, TanStack Query's missing-provider message (it loads on use, with the
 * first part of a page that fetches) and antd's CSS-in-JS token cache attribute.
 */
const MARKERS = {
  'react-dom': '__reactContainer$',
  '@tanstack/react-query': 'No QueryClient set, use QueryClientProvider to set one',
  'antd runtime (@ant-design/cssinjs)': 'data-token-hash',
};

test('one copy of react-dom, TanStack Query and the antd runtime is downloaded across a session visiting every remote', async ({
  page,
}) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), await response.text());
    } catch {
      // a redirect or aborted response has no body
    }
  });
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  for (const route of Object.values(REMOTE_HOME_ROUTES)) {
    await page.getByRole('banner').waitFor();
    await page.goto(route);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    // The area pages load antd only when a part uses it: open a date picker of two remotes,
    // so antd's runtime is asked for by both.
    if (route === REMOTE_HOME_ROUTES.ferry || route === REMOTE_HOME_ROUTES.hotels) {
      await page
        .getByPlaceholder(/^(DD MMM YYYY|Check-in)$/)
        .first()
        .click();
      await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible();
      await page.keyboard.press('Escape');
    }
  }
  for (const [library, marker] of Object.entries(MARKERS)) {
    const copies = [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
    expect(copies, `${library} downloaded from ${copies.join(', ')}`).toHaveLength(1);
    expect(new URL(copies[0] ?? '').origin, `${library} comes from the shell`).toBe(SITE_ORIGIN);
  }
});

test('every singleton is provided by the shell, whichever remote a visit loads first', async ({
  browser,
}) => {
  for (const [remote, route] of Object.entries(REMOTE_HOME_ROUTES)) {
    // A new visitor landing on the remote's page: that remote is the first to ask for its singletons.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${SITE_ORIGIN}${route}`);
    await page.waitForFunction(
      (name) =>
        window.__mfDelivery?.facts().remotes.find((candidate) => candidate.name === name)?.status ===
        'loaded',
      remote,
    );
    const shared = (await page.evaluate(() => window.__mfDelivery?.shared())) ?? [];
    const used = shared.filter((module) => module.usedBy.includes(remote));
    expect(used.length, `${remote} uses shared singletons`).toBeGreaterThan(0);
    expect(
      shared.filter(
        (module) => module.from !== 'shell' || module.provided.some((one) => one.from !== 'shell'),
      ),
      `${remote} first`,
    ).toEqual([]);
    await context.close();
  }
});
