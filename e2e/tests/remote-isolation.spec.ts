import {
  expect,
  expectLayout,
  REMOTE_HOME_ROUTES,
  REMOTE_ORIGINS,
  type RemoteName,
  remotePort,
  test,
} from '../fixtures/site';

const remotes = Object.keys(REMOTE_HOME_ROUTES) as RemoteName[];

for (const remote of remotes) {
  test(`with ${remote} down, its page shows a contained fallback and the rest of the site works`, async ({
    page,
    blockRemote,
    unblockRemote,
  }) => {
    await blockRemote(remote);
    await page.goto(REMOTE_HOME_ROUTES[remote]);

    const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('button', { name: /retry/i })).toBeVisible();
    await expectLayout(page);

    // Another remote still loads in the same session.
    const other = remotes.find((candidate) => candidate !== remote) ?? 'ferry';
    await page.goto(REMOTE_HOME_ROUTES[other]);
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);

    // Once the remote is back, Retry loads it without reloading the page.
    await page.goto(REMOTE_HOME_ROUTES[remote]);
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await unblockRemote(remote);
    await fallback.getByRole('button', { name: /retry/i }).click();
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  });
}

test('a remote whose manifest answers 404 shows its fallback', async ({ page }) => {
  // Any manifest of the remote: its build's, or a release's while another test has shipped one.
  await page.route(
    (url) => url.origin === REMOTE_ORIGINS.hotels && url.pathname.endsWith('/mf-manifest.json'),
    (route) => route.fulfill({ status: 404, body: '' }),
  );
  await page.goto('/hotels');
  await expect(page.locator('[data-remote-fallback="hotels"]')).toBeVisible({ timeout: 20_000 });
  await expectLayout(page);
});

test('a failed chunk is retried before any fallback shows', async ({ page }) => {
  let failures = 0;
  // The blog's chunks, from its build or a release of it.
  const chunk = new RegExp(
    `localhost:${remotePort('blog')}/(releases/[0-9a-f]{12}/)?static/js/async/.*\\.js$`,
  );
  await page.route(chunk, async (route) => {
    if (failures < 1) {
      failures += 1;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.goto('/blog');
  // The first view's heading is in the HTML: the page is live once the blog's code has come, retried.
  await expect.poll(() => failures, { timeout: 20_000 }).toBe(1);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test('the shell learns remote locations at run time from runtime-config.json', async ({ page }) => {
  const config = await (await page.request.get('/runtime-config.json')).json();
  expect(config.remotes.map((remote: { name: string }) => remote.name).sort()).toEqual([
    'activities',
    'blog',
    'ferry',
    'holidays',
    'hotels',
  ]);
  // Point the ferry remote somewhere else at run time: the shell follows without a rebuild. (Its
  // releases move too: the registry points every remote at a release under that base.)
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.remotes = body.remotes.map((remote: { name: string; entry: string }) =>
      remote.name === 'ferry'
        ? {
            ...remote,
            entry: `${REMOTE_ORIGINS.ferry}/moved/mf-manifest.json`,
            releases: `${REMOTE_ORIGINS.ferry}/moved/releases/`,
          }
        : remote,
    );
    await route.fulfill({ response, json: body });
  });
  const manifestRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('mf-manifest.json')) manifestRequests.push(request.url());
  });
  await page.goto('/ferry');
  await expect(page.locator('[data-remote-fallback="ferry"]')).toBeVisible({ timeout: 20_000 });
  expect(manifestRequests.some((url) => url.startsWith(`${REMOTE_ORIGINS.ferry}/moved/`))).toBe(true);
});
