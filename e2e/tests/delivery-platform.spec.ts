import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ROOT } from '../fixtures/delivery';
import { expect, PORT_OFFSET, REMOTE_ORIGINS, SITE_ORIGIN, test } from '../fixtures/site';
import { serveFolder } from '../fixtures/static-origin';

/**
 * Served like production: the headers every origin sends (the same from `npm start`'s Node server
 * and from nginx: `E2E_SERVER=nginx`), a page that breaks the Content-Security-Policy fails the
 * test, and the QA override fixture runs a test against another build of one remote.
 */

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );

test('the shell sends the security headers and a CSP that allows no eval, and no inline script but the early-click hold, by its hash', async ({
  request,
}) => {
  const response = await request.get('/hotels');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['access-control-allow-origin']).toBeUndefined();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['script-src']).toContain("'self'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  // The page's one inline script (the early-click hold, first in its head) is allowed by its hash, and
  // no other inline script is.
  const inline = [...(await response.text()).matchAll(/<script>([^<]*)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
  expect(inline).toHaveLength(1);
  expect(inline[0]).toContain('__heldEarlyClicks');
  const hashes = (csp['script-src'] ?? []).filter((source) => source.startsWith("'sha"));
  expect(hashes).toEqual([
    `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`,
  ]);
  expect(csp['default-src']).toEqual(["'self'"]);
  // Code may come from the remotes' origins (from the run-time configuration), and nowhere else.
  for (const origin of Object.values(REMOTE_ORIGINS)) expect(csp['script-src']).toContain(origin);
  expect(csp['script-src']).not.toContain('*');
  expect(csp['form-action']).toContain(`http://localhost:${4000 + PORT_OFFSET}`);
});

test('hashed files are immutable; HTML, manifests, run-time configuration and registry are revalidated', async ({
  request,
}) => {
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toBe('no-cache');
  const script = /<script[^>]+src="(\/static\/js\/index\.[0-9a-f]+\.js)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const hashed = await request.get(script as string);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers()['x-content-type-options']).toBe('nosniff');
  for (const path of ['/runtime-config.json', '/mf-manifest.json', '/hotels/1']) {
    const response = await request.get(path);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  const registry = await request.get('/registry.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  // A deep link answers with the shell's page (on the Node server, the layout pre-rendered at the
  // route's pattern; on nginx, the bare page).
  expect(await (await request.get('/itinerary/1')).text()).toContain('<div id="root"');
});

test('the service worker’s script is revalidated on every use and the CSP lets the site run it (rule trips.offline)', async ({
  request,
}) => {
  const worker = await request.get('/sw.js?remotes=&api=%2Fapi');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain('/app.html');
  const csp = directives((await request.get('/')).headers()['content-security-policy'] ?? '');
  expect(csp['worker-src']).toEqual(["'self'"]);
  // The worker asks for release files with CORS: every release file carries it, as the manifests do.
  const registry = (await (await request.get('/registry.json')).json()) as {
    remotes: Record<string, { current: string }>;
  };
  const release = `${REMOTE_ORIGINS.hotels}/releases/${registry.remotes.hotels?.current}`;
  const manifest = await request.get(`${release}/mf-manifest.json`, { headers: { origin: SITE_ORIGIN } });
  expect(manifest.headers()['access-control-allow-origin']).toBeTruthy();
  const { metaData } = (await manifest.json()) as {
    metaData: { remoteEntry: { name: string; path: string } };
  };
  const entry = await request.get(`${release}/${metaData.remoteEntry.path}${metaData.remoteEntry.name}`, {
    headers: { origin: SITE_ORIGIN },
  });
  expect(entry.status()).toBe(200);
  expect(entry.headers()['access-control-allow-origin']).toBeTruthy();
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('precompressed brotli and gzip are served as asked', async ({ request }) => {
  const html = await request.get('/');
  const script = /<script[^>]+src="(\/static\/js\/index\.[0-9a-f]+\.js)"/.exec(await html.text())?.[1];
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(script as string, { headers: { 'accept-encoding': encoding } });
    expect(response.headers()['content-encoding'], encoding).toBe(encoding);
    expect(response.headers().vary, encoding).toMatch(/accept-encoding/i);
    expect(response.headers()['content-type']).toMatch(/javascript/);
  }
});

test('remotes send CORS for the shell and the same security headers; their manifest is revalidated', async ({
  request,
}) => {
  for (const [remote, origin] of Object.entries(REMOTE_ORIGINS)) {
    const manifest = await request.get(`${origin}/mf-manifest.json`, { headers: { origin: SITE_ORIGIN } });
    expect(manifest.status(), remote).toBe(200);
    const headers = manifest.headers();
    expect(headers['access-control-allow-origin'], remote).toBeTruthy();
    expect(headers['cache-control'], remote).toBe('no-cache');
    expect(headers['x-content-type-options'], remote).toBe('nosniff');
    expect(headers['referrer-policy'], remote).toBe('strict-origin-when-cross-origin');
  }
});

test('an inline script is refused by the CSP and the violation is collected', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations[0]).toContain('script-src');
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeFalsy();
  // Expected here: emptied so the automatic check (any violation fails a test) passes.
  cspViolations.length = 0;
});

test.describe('with one remote overridden by the fixture', () => {
  const PORT = 3091 + PORT_OFFSET;
  const MANIFEST = `http://localhost:${PORT}/mf-manifest.json`;
  let stop: (() => Promise<void>) | undefined;
  test.use({ remoteOverride: { remote: 'ferry', target: MANIFEST } });
  test.beforeAll(async () => {
    // Another build of the ferry remote on a QA origin of the allow-list (here: the same files).
    stop = await serveFolder(join(ROOT, 'mf-ferry', 'dist'), PORT);
  });
  test.afterAll(async () => stop?.());

  test('the fixture applies the override: the shell reports it, the banner names it, Clear removes it', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('status', { name: 'Remote override active' });
    await expect(banner).toContainText(`ferry ← ${MANIFEST}`);
    const facts = await page.evaluate(() =>
      window.__mfDelivery?.facts().remotes.find((remote) => remote.name === 'ferry'),
    );
    expect(facts).toMatchObject({ overridden: true, entry: MANIFEST, origin: `http://localhost:${PORT}` });

    await banner.getByRole('button', { name: 'Clear override' }).click();
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
    await page.waitForFunction(() => window.__mfDelivery !== undefined);
    const after = await page.evaluate(() =>
      window.__mfDelivery?.facts().remotes.find((remote) => remote.name === 'ferry'),
    );
    expect(after).toMatchObject({ overridden: false, origin: REMOTE_ORIGINS.ferry });
  });
});
