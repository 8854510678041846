import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { overrideCookie } from '@andaman/shared/contracts/release-overrides';
import { publishLocalBuild, releasesOf, remoteApp } from '../../scripts/lib/deploy.mjs';
import {
  craftRelease,
  currentRelease,
  DEPLOY_ENV,
  deliveryCommand,
  keepRegistry,
  localBuildRelease,
  markFirstView,
  pageLoad,
  ROOT,
  refusal,
  remoteFacts,
} from '../fixtures/delivery';
import {
  API_ORIGIN,
  expect,
  PORT_OFFSET,
  REMOTE_ORIGINS,
  SITE_ORIGIN,
  SUITE_OVERRIDDEN,
  test,
} from '../fixtures/site';

/**
 * What a release is once it is live, on the Node server and on nginx (`SITE_SERVER=nginx`), without a
 * build: releases made from the published one with a changed first view or renderer. A release's first
 * view follows the registry (promote, rollback, a 10 % rollout per visitor cohort, the kill switch), a
 * hung renderer costs a page its first view and nothing else, a local rebuild is a release rollback can
 * return to, the promote gate reads real-user figures, and QA's refused overrides say why.
 */
const NODE_SERVER = process.env.SITE_SERVER !== 'nginx';
const MARKER = 'Release B of the hotels remote';
const COHORT = 'mf_cohort';

test.describe.configure({ mode: 'serial' });
test.skip(SUITE_OVERRIDDEN, 'these tests move the registry and set their own overrides');

let restore: (() => Promise<void>) | undefined;
let base = '';
let marked = '';
test.beforeAll(() => {
  restore = keepRegistry();
  // Start from the local build, whatever an earlier run of a developer left live.
  base = localBuildRelease('hotels');
  if (currentRelease('hotels') !== base) deliveryCommand('promote', ['hotels', base]);
  marked = craftRelease('hotels', base, markFirstView('hotels.html', MARKER));
});
test.afterAll(async () => restore?.());

/** One visitor's page load with no cookie jar: its body and the cohort it was given (or kept). */
async function visit(path: string, bucket?: number) {
  const response = await pageLoad(
    `${SITE_ORIGIN}${path}`,
    bucket === undefined ? {} : { cookie: `${COHORT}=${bucket}` },
  );
  const cookies = [response.headers['set-cookie'] ?? []].flat().join(', ');
  const set = new RegExp(`${COHORT}=(\\d+)`).exec(cookies)?.[1];
  return { html: response.html, bucket: bucket ?? Number(set), status: response.status };
}

test('a promoted release and a rolled-back one each serve their own first view', async () => {
  deliveryCommand('promote', ['hotels', marked, '--why', 'e2e: release B']);
  expect((await visit('/hotels', 50)).html).toContain(MARKER);
  deliveryCommand('rollback', ['hotels', '--why', 'e2e: back']);
  const back = await visit('/hotels', 50);
  expect(back.html).toContain('data-first-view-of="/hotels"');
  expect(back.html).not.toContain(MARKER);
});

test('a 10 % rollout gives about 10 % of 200 visitors the new release; each stays there, server and client agree', async ({
  browser,
}) => {
  deliveryCommand('promote', ['hotels', marked, '--percent', '10', '--why', 'e2e: 10 %']);
  const visitors: { bucket: number; onRollout: boolean }[] = [];
  for (let batch = 0; batch < 20; batch += 1) {
    const seen = await Promise.all(Array.from({ length: 10 }, () => visit('/hotels')));
    visitors.push(...seen.map(({ html, bucket }) => ({ bucket, onRollout: html.includes(MARKER) })));
  }
  // The cohort decides, per visitor: the buckets below 10 get the rollout, none of the others.
  for (const { bucket, onRollout } of visitors) expect(onRollout, `bucket ${bucket}`).toBe(bucket < 10);
  const share = visitors.filter((visitor) => visitor.onRollout).length;
  // 200 draws at 10 %: 20 expected; outside 7–36 happens less than once in 10 000 runs.
  expect(share).toBeGreaterThanOrEqual(7);
  expect(share).toBeLessThanOrEqual(36);
  // The same visitor comes back to the same side.
  for (const { bucket, onRollout } of visitors.slice(0, 10)) {
    expect((await visit('/hotels', bucket)).html.includes(MARKER)).toBe(onRollout);
  }
  // The live page loads the release the server's first view came from.
  for (const bucket of [3, 60]) {
    const context = await browser.newContext();
    await context.addCookies([{ name: COHORT, value: String(bucket), url: SITE_ORIGIN }]);
    const page = await context.newPage();
    await page.goto(`${SITE_ORIGIN}/hotels`);
    expect(await remoteFacts(page, 'hotels')).toMatchObject({
      status: 'loaded',
      version: bucket < 10 ? marked : base,
      cohort: bucket < 10 ? 'rollout' : 'current',
    });
    await context.close();
  }
  // Rollback during a rollout stops it: every visitor is back on the current release.
  deliveryCommand('rollback', ['hotels', '--why', 'e2e: stop the rollout']);
  expect((await visit('/hotels', 3)).html).not.toContain(MARKER);
});

test('disable shows the fallback from the next page load, without loading the remote; enable brings it back', async ({
  page,
}) => {
  deliveryCommand('kill-switch', ['disable', 'hotels', '--why', 'e2e: kill switch']);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${REMOTE_ORIGINS.hotels}/`)) asked.push(request.url());
  });
  await page.goto('/hotels');
  await expect(page.locator('[data-remote-fallback]')).toBeVisible();
  expect(
    await page.evaluate(() => window.__mfDelivery?.facts().remotes.find((r) => r.name === 'hotels')?.status),
  ).toBe('disabled');
  expect(asked).toEqual([]);
  // The server serves no first view of a switched-off remote.
  expect((await visit('/hotels', 50)).html).not.toContain('data-first-view-of="/hotels"');
  deliveryCommand('kill-switch', ['enable', 'hotels']);
  await page.goto('/hotels');
  expect(await remoteFacts(page, 'hotels')).toMatchObject({ status: 'loaded', version: base });
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test("QA's override of the browser session gives the first view of the release it names, on either server", async () => {
  /** A page load of a visitor in bucket 50 whose tab overrides `requests` (the cookie the shell mirrors them to). */
  const overridden = async (requests: Record<string, string>) =>
    (
      await pageLoad(`${SITE_ORIGIN}/hotels`, {
        cookie: `${COHORT}=50; ${overrideCookie(requests).split(';')[0]}`,
      })
    ).html;
  expect(await overridden({ hotels: marked })).toContain(MARKER);
  // Another remote's override leaves hotels on its live release.
  const other = await overridden({ ferry: currentRelease('ferry') });
  expect(other).toContain('data-first-view-of="/hotels"');
  expect(other).not.toContain(MARKER);
  // A build on a QA origin that serves nothing: the stub (the loading overlay), never the live release's
  // first view, which is not the build the page will load.
  const unserved = `http://localhost:${3092 + PORT_OFFSET}/mf-manifest.json`;
  expect(await overridden({ hotels: unserved })).not.toContain('data-first-view-of="/hotels"');
});

test.describe('with the site’s service worker (rule trips.offline)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new release is picked up on the next visit, and the files of the old one leave the device', async ({
    page,
  }) => {
    const keptReleases = () =>
      page.evaluate(async (origin) => {
        const urls = (await (await caches.open('andaman-remote-files')).keys()).map((key) => key.url);
        return [
          ...new Set(
            urls.filter((url) => url.startsWith(`${origin}/releases/`)).map((url) => url.split('/')[4]),
          ),
        ];
      }, REMOTE_ORIGINS.hotels);
    await page.goto('/hotels');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
    // A visit through the worker keeps the release's files.
    await page.reload();
    expect(await remoteFacts(page, 'hotels')).toMatchObject({ status: 'loaded', version: base });
    await expect.poll(keptReleases).toEqual([base]);

    deliveryCommand('promote', ['hotels', marked, '--why', 'e2e: a release after the worker kept the last']);
    try {
      await page.reload();
      expect(await remoteFacts(page, 'hotels')).toMatchObject({ status: 'loaded', version: marked });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Reading the new registry dropped the old release: the two never mix on the device.
      await expect.poll(keptReleases).toEqual([marked]);
    } finally {
      deliveryCommand('promote', ['hotels', base, '--why', 'e2e: back']);
    }
  });
});

test('a renderer that hangs gives the stub within its budget while other pages keep answering', async () => {
  test.skip(!NODE_SERVER, 'nginx renders nothing per request');
  const hung = craftRelease('hotels', base, (dir) =>
    writeFileSync(
      join(dir, 'first-view', 'renderer.mjs'),
      'export const renderFirstView = () => { for (;;) {} };\n',
    ),
  );
  deliveryCommand('promote', ['hotels', hung, '--why', 'e2e: a renderer stuck in a loop']);
  try {
    const started = Date.now();
    const [detail, other] = await Promise.all([
      visit('/hotels/1', 50).then((result) => ({ ...result, ms: Date.now() - started })),
      new Promise((resolve) => setTimeout(resolve, 300)).then(async () => {
        const at = Date.now();
        const result = await visit('/ferry', 50);
        return { ...result, ms: Date.now() - at };
      }),
    ]);
    expect(detail.status).toBe(200);
    expect(detail.html).not.toContain('data-first-view-of="/hotels/:hotelId"');
    // The rendering budget is 1.5 s; the rest is the page's own serving on a busy machine.
    expect(detail.ms).toBeLessThan(4000);
    // Meanwhile the edge kept answering: its event loop never ran the renderer.
    expect(other.status).toBe(200);
    expect(other.html).toContain('data-first-view-of="/ferry"');
    expect(other.ms).toBeLessThan(1500);
    // And again: a fresh worker, the same stub, in time.
    const again = Date.now();
    expect((await visit('/hotels/2', 50)).html).not.toContain('data-first-view-of="/hotels/:hotelId"');
    expect(Date.now() - again).toBeLessThan(4000);
  } finally {
    deliveryCommand('rollback', ['hotels']);
  }
  // Back on the release before: its renderer serves again (a cold worker may need a request or two).
  await expect
    .poll(async () => (await visit('/hotels/1', 50)).html.includes('data-first-view-of="/hotels/:hotelId"'), {
      timeout: 30_000,
    })
    .toBe(true);
});

test('a local rebuild is seen on the next page load, and rollback returns to it', async () => {
  const app = remoteApp('hotels');
  const work = mkdtempSync(join(tmpdir(), 'andaman-e2e-rebuild-'));
  try {
    // The build folder after a rebuild of changed sources (here: the release with another first view).
    const rebuilt = join(work, 'dist');
    cpSync(join(releasesOf(app), base), rebuilt, { recursive: true });
    rmSync(join(rebuilt, 'release.json'));
    markFirstView('hotels.html', 'Rebuilt locally')(rebuilt);
    for (const compressed of ['hotels.html.br', 'hotels.html.gz'])
      rmSync(join(rebuilt, 'first-view', compressed));
    deliveryCommand('promote', ['hotels', marked, '--why', 'e2e: a ship before the rebuild']);
    // What `npm start` does with each build: a changed build is published and pointed at.
    expect(await publishLocalBuild(app, DEPLOY_ENV, rebuilt)).toMatch(/\(this build\)$/);
    expect((await visit('/hotels', 50)).html).toContain('Rebuilt locally');
    deliveryCommand('promote', ['hotels', marked, '--why', 'e2e: a ship after it']);
    expect((await visit('/hotels', 50)).html).toContain(MARKER);
    // The same build again (a restart without a rebuild) does not hide the ship…
    expect(await publishLocalBuild(app, DEPLOY_ENV, rebuilt)).toMatch(
      /this build is [0-9a-f]{12}: pnpm promote/,
    );
    expect((await visit('/hotels', 50)).html).toContain(MARKER);
    // …and rollback goes back to the local build.
    deliveryCommand('rollback', ['hotels']);
    expect((await visit('/hotels', 50)).html).toContain('Rebuilt locally');
  } finally {
    rmSync(work, { recursive: true, force: true });
    deliveryCommand('promote', ['hotels', base]);
  }
});

test('the promote gate refuses, with its figures, a release whose error rate in its cohort is clearly higher', async () => {
  const at = new Date().toISOString();
  const tags = (version: string, cohort: string) => ({
    remote: 'hotels',
    version,
    cohort,
    environment: DEPLOY_ENV,
    page: '/hotels',
    at,
  });
  const events = [
    ...Array.from({ length: 150 }, () => ({ type: 'page', ...tags(base, 'current') })),
    { type: 'error', ...tags(base, 'current'), message: 'TypeError: one in a while' },
    ...Array.from({ length: 150 }, () => ({ type: 'page', ...tags(marked, 'rollout') })),
    ...Array.from({ length: 30 }, () => ({
      type: 'error',
      ...tags(marked, 'rollout'),
      message: 'TypeError: broken',
    })),
  ];
  for (let start = 0; start < events.length; start += 50) {
    const response = await fetch(`${API_ORIGIN}/api/telemetry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: events.slice(start, start + 50) }),
    });
    expect(response.status).toBe(202);
  }
  deliveryCommand('promote', ['hotels', marked, '--percent', '10']);
  const output = refusal('promote', ['hotels', marked, '--percent', '100']);
  expect(output.split('\n')[0]).toMatch(
    new RegExp(
      `promote gate: error rate clearly higher: ${marked} \\d+\\.\\d % errors on \\d+ page loads against ${base} \\d\\.\\d % errors on \\d+ page loads`,
    ),
  );
  expect(currentRelease('hotels')).toBe(base);
  // The figures per release, as `pnpm releases` shows them.
  const table = deliveryCommand('releases', []);
  expect(table).toMatch(new RegExp(`hotels\\s+${marked}\\s+1\\d\\d\\s+\\d+\\.\\d %`));
  deliveryCommand('rollback', ['hotels']);
});

test('refused overrides show in the banner with why; several overrides are one shareable link', async ({
  page,
  context,
}) => {
  const banner = page.getByRole('status', { name: 'Remote override active' });
  const refused = banner.getByRole('list', { name: 'Refused overrides' });
  await page.goto('/hotels?mf-override=hotels@000000000000');
  await expect(refused).toContainText('hotels ← 000000000000 (version not published)');
  expect(await remoteFacts(page, 'hotels')).toMatchObject({ overridden: false, version: base });

  const unlisted = `http://localhost:${3093 + PORT_OFFSET}/mf-manifest.json`;
  await page.goto(`/hotels?mf-override=clear&mf-override=${encodeURIComponent(`hotels@${unlisted}`)}`);
  await expect(refused).toContainText(`hotels ← ${unlisted} (origin not allowed)`);

  await page.goto(`/hotels?mf-override=clear&mf-override=trains@${base}`);
  await expect(refused).toContainText(`trains ← ${base} (wrong remote)`);

  const ferry = currentRelease('ferry');
  await page.goto(`/hotels?mf-override=clear&mf-override=hotels@${marked}&mf-override=ferry@${ferry}`);
  await expect(banner).toContainText(`hotels ← ${marked}`);
  await expect(banner).toContainText(`ferry ← ${ferry}`);
  await expect(refused).toHaveCount(0);
  const link = await banner
    .getByRole('link', { name: 'Shareable link to these overrides' })
    .getAttribute('href');
  // A colleague's tab: nothing stored, the link alone sets both.
  const colleague = await context.newPage();
  await colleague.goto(link ?? '');
  expect(await remoteFacts(colleague, 'hotels')).toMatchObject({ overridden: true, version: marked });
  await colleague.goto('/ferry');
  expect(await remoteFacts(colleague, 'ferry')).toMatchObject({ overridden: true, version: ferry });
});

test('pnpm preview composes a candidate with the live releases on its own ports, and prints the link and the e2e command', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const offset = PORT_OFFSET + 100;
  const preview = `http://localhost:${3000 + offset}`;
  const child = spawn(
    process.execPath,
    [join(ROOT, 'scripts', 'preview.mjs'), 'hotels', '--env', DEPLOY_ENV, '--release', marked],
    { cwd: ROOT, env: { ...process.env, DEPLOY_BY: 'e2e' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await expect.poll(() => output, { timeout: 180_000 }).toContain('preview ready');
    expect(output).toContain(`open      ${preview}/hotels`);
    expect(output).toContain(`e2e       E2E_OVERRIDE=hotels=${marked} pnpm test:e2e`);
    // The candidate's first view on the preview's own origin; the live site is untouched.
    expect((await pageLoad(`${preview}/hotels`)).html).toContain(MARKER);
    expect((await visit('/hotels', 50)).html).not.toContain(MARKER);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${preview}/hotels`);
    expect(await remoteFacts(page, 'hotels')).toMatchObject({ status: 'loaded', version: marked });
    // The other remotes as they are live in the environment.
    await page.goto(`${preview}/ferry`);
    expect(await remoteFacts(page, 'ferry')).toMatchObject({
      status: 'loaded',
      version: currentRelease('ferry'),
    });
    await context.close();
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});
