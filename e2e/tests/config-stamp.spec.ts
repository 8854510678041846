import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures/site';

// The build and the servers validate runtime-config.json and stamp it; the shell takes a stamped
// configuration without downloading its validator (zod/mini, which would otherwise be on every first
// load) and validates anything else in the browser, as before.

/** Whether any script the page downloaded holds zod's core (its base schema's constructor name). */
function watchForValidator(page: Page) {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(scripts)).some((text) => text.includes('"$ZodType"'));
}

test('a stamped configuration is taken without downloading a validator', async ({ page }) => {
  const config = await (await page.request.get('/runtime-config.json')).json();
  expect(config.$validated).toEqual({ schema: expect.any(String), digest: expect.any(String) });
  const validatorDownloaded = watchForValidator(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us.' })).toBeVisible();
  // The site started with the configuration: React took over the pre-rendered page.
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  await page.waitForLoadState('networkidle');
  expect(await validatorDownloaded()).toBe(false);
});

test('a configuration changed after stamping is validated in the browser: kept when valid, refused with its message when not', async ({
  page,
}) => {
  let supportEmail = 'help@andamanislands.example';
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, contact: { ...body.contact, supportEmail } } });
  });
  const validatorDownloaded = watchForValidator(page);
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  await page.waitForLoadState('networkidle');
  expect(await validatorDownloaded()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us.' })).toBeVisible();

  supportEmail = 'not an address';
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not load the site' })).toBeVisible();
  expect(errors.join('\n')).toMatch(/runtime-config\.json is invalid/);
});

test('the configuration and the registry are preloaded by the HTML and downloaded once', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/runtime-config.json' || pathname === '/registry.json') requests.push(pathname);
  });
  await page.goto('/ferry');
  await expect(page.locator('link[rel="preload"][href="/runtime-config.json"][as="fetch"]')).toHaveCount(1);
  await expect(page.locator('link[rel="preload"][href="/registry.json"][as="fetch"]')).toHaveCount(1);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // The start-up's fetches took the preloaded responses: no second request for either.
  expect(requests.sort()).toEqual(['/registry.json', '/runtime-config.json']);
});
