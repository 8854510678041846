import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  currentRelease,
  deliveryCommand,
  folderHash,
  keepRegistry,
  pageLoad,
  ROOT,
  refusal,
  registryPath,
  remoteFacts,
  ship,
} from '../fixtures/delivery';
import { expect, PORT_OFFSET, REMOTE_ORIGINS, SITE_ORIGIN, SUITE_OVERRIDDEN, test } from '../fixtures/site';
import { serveFolder } from '../fixtures/static-origin';

/**
 * A product team ships one remote alone against the running site: `pnpm ship hotels` publishes an
 * immutable release (first views included) and points the registry at it; the next page load serves
 * it (nothing restarted), `pnpm rollback hotels` brings the previous release back, and no other
 * remote's files change. The second build declares a newer minor of `@andaman/shared`: every singleton
 * still comes from the shell. A ship whose routes break the contract is refused in one line and leaves
 * nothing behind. QA then points the site at that changed build served from another origin (and at the
 * release by version) with `?mf-override=`; an origin that is not allow-listed is refused.
 */
const HOTELS = join(ROOT, 'mf-hotels');
const PROOF = join(HOTELS, '.ship-proof');
const MARKER = 'Release marker: hotels shipped alone';
const OTHERS = ['ferry', 'activities', 'holidays', 'blog'] as const;
/** A QA origin of the run-time configuration's `overrideOrigins`, and one that is not listed. */
const QA_ORIGIN = `http://localhost:${3092 + PORT_OFFSET}`;
const UNLISTED_ORIGIN = `http://localhost:${3093 + PORT_OFFSET}`;
/** The releases the first test publishes: the plain build, then the marked one. */
const shipped: { first?: string; marked?: string } = {};

/**
 * Changed builds of the hotels remote, each with `./routes` replaced: `marked` shows a marker above
 * every page and declares a newer minor of `@andaman/shared` for its shared modules; `broken` no longer
 * exports `/hotels/:hotelId`.
 */
function writeProofBuilds() {
  rmSync(PROOF, { recursive: true, force: true });
  mkdirSync(PROOF, { recursive: true });
  const routes = (name: string, body: string) =>
    writeFileSync(
      join(PROOF, `${name}-routes.tsx`),
      [
        "import type { RemoteRoute } from '@andaman/shared/remote-contract';",
        "import { routes as original } from '../src/routes';",
        `export const routes: RemoteRoute[] = ${body};`,
        '',
      ].join('\n'),
    );
  routes(
    'marked',
    `original.map((route) => ({ ...route, Component: () => (<><p data-testid="release-marker">${MARKER}</p><route.Component /></>) }))`,
  );
  routes('broken', "original.filter((route) => route.path !== '/hotels/:hotelId')");
  const config = (name: string, newerSharedMinor: boolean) =>
    writeFileSync(
      join(PROOF, `${name}.rsbuild.config.ts`),
      [
        "import { mergeRsbuildConfig } from '@rsbuild/core';",
        "import { defineAppConfig } from '@andaman/platform/rsbuild-preset';",
        "import federation from '../module-federation.config';",
        // The remote built against @andaman/shared 2.1: its shared modules say so.
        'const shared = Object.fromEntries(Object.entries(federation.shared ?? {}).map(([key, entry]) =>',
        `  ${newerSharedMinor} && key.startsWith('@andaman/shared/') ? [key, { ...entry, version: '2.1.0', requiredVersion: '^2.1.0' }] : [key, entry]));`,
        "const base = defineAppConfig({ role: 'remote', port: 3002, federation: { ...federation, shared }, title: 'Hotels' });",
        'export default mergeRsbuildConfig(base, {',
        '  tools: {',
        '    rspack: (config, { rspack }) => {',
        `      config.plugins.push(new rspack.NormalModuleReplacementPlugin(/^\\.\\/src\\/routes\\.tsx$/, ${JSON.stringify(join(PROOF, `${name}-routes.tsx`))}));`,
        '    },',
        '  },',
        '});',
        '',
      ].join('\n'),
    );
  config('marked', true);
  config('broken', false);
}

const manifestHashes = async (request: import('@playwright/test').APIRequestContext) =>
  Object.fromEntries(
    await Promise.all(
      OTHERS.map(async (remote) => [
        remote,
        createHash('sha256')
          .update(await (await request.get(`${REMOTE_ORIGINS[remote]}/mf-manifest.json`)).body())
          .digest('hex'),
      ]),
    ),
  );

test.describe.configure({ mode: 'serial' });
test.skip(SUITE_OVERRIDDEN, 'these tests move the registry and set their own overrides');

let restore: (() => Promise<void>) | undefined;
test.beforeAll(() => {
  restore = keepRegistry();
  writeProofBuilds();
});

test.afterAll(async () => {
  await restore?.();
  rmSync(PROOF, { recursive: true, force: true });
});

/** The first view the server composes into `/hotels` (no JavaScript: the HTML as sent). */
const firstViewHtml = async () =>
  (await pageLoad(`${SITE_ORIGIN}/hotels`)).html.includes('data-first-view-of="/hotels"');

test('ship, see the new release on the next page load, roll back, other remotes untouched', async ({
  page,
  request,
}) => {
  // Two builds of a remote with their checks: far longer than a page test.
  test.setTimeout(600_000);
  const otherDists = Object.fromEntries(
    OTHERS.map((remote) => [remote, folderHash(join(ROOT, `mf-${remote}`, 'dist'))]),
  );
  const otherManifests = await manifestHashes(request);

  await page.goto('/hotels');
  const before = await remoteFacts(page, 'hotels');
  // `npm start` published the local build: it is the release the site starts on.
  expect(before).toMatchObject({ status: 'loaded', overridden: false, version: currentRelease('hotels') });
  // Leave the page before shipping: the ships block this process for minutes, and the first page's
  // requests would otherwise be reported to the listener below once it is attached.
  await page.goto('about:blank');

  const first = ship('hotels', '--why', 'e2e: first ship');
  expect(first.version).toMatch(/^[0-9a-f]{12}$/);
  // Built by the same pipeline as `npm start`'s build: the same sources, the same release.
  expect(first.version).toBe(before?.version);
  const marked = ship('hotels', '--config', '.ship-proof/marked.rsbuild.config.ts', '--skip-tests');
  expect(marked.version).not.toBe(first.version);
  Object.assign(shipped, { first: first.version, marked: marked.version });
  // Each release carries its first views, and the server composes them from it.
  const release = join(ROOT, 'deploy', 'releases', 'mf-hotels', marked.version);
  expect(existsSync(join(release, 'first-view', 'hotels.html'))).toBe(true);
  expect(existsSync(join(release, 'first-view', 'renderer.mjs'))).toBe(true);
  expect(await firstViewHtml()).toBe(true);
  expect(existsSync(join(HOTELS, '.ship'))).toBe(false);

  // The next page load of the running site serves the new release (no restart, no shell rebuild).
  const fromRelease: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${REMOTE_ORIGINS.hotels}/`)) fromRelease.push(new URL(sent.url()).pathname);
  });
  await page.goto('/hotels?debug=mf');
  await expect(page.getByTestId('release-marker')).toHaveText(MARKER);
  expect(await remoteFacts(page, 'hotels')).toMatchObject({ status: 'loaded', version: marked.version });
  expect(fromRelease.length).toBeGreaterThan(0);
  expect(fromRelease.every((path) => path.startsWith(`/releases/${marked.version}/`))).toBe(true);
  const view = page.getByRole('region', { name: 'Loaded remotes' });
  await expect(view.locator('tr[data-remote="hotels"]')).toContainText(marked.version);
  await expect(view.locator('tr[data-remote="hotels"]')).toContainText('loaded');
  // Built against a newer minor of @andaman/shared, loaded first: every singleton is still the shell's.
  const shared = (await page.evaluate(() => window.__mfDelivery?.shared())) ?? [];
  expect(shared.length).toBeGreaterThan(10);
  expect(shared.filter((module) => module.from !== 'shell')).toEqual([]);

  deliveryCommand('rollback', ['hotels']);
  await page.goto('/hotels');
  expect(await remoteFacts(page, 'hotels')).toMatchObject({ status: 'loaded', version: first.version });
  await expect(page.getByTestId('release-marker')).toHaveCount(0);

  const registry = JSON.parse(readFileSync(registryPath, 'utf8'));
  const history = registry.remotes.hotels.history as {
    action: string;
    by: string;
    commit?: string;
    why?: string;
  }[];
  expect(history.map((event) => event.action).slice(-3)).toEqual(['ship', 'ship', 'rollback']);
  expect(history.at(-3)).toMatchObject({
    by: 'e2e',
    why: 'e2e: first ship',
    commit: expect.stringMatching(/^[0-9a-f]{12}$/),
  });
  for (const remote of OTHERS)
    expect(folderHash(join(ROOT, `mf-${remote}`, 'dist')), remote).toBe(otherDists[remote]);
  expect(await manifestHashes(request)).toEqual(otherManifests);
});

test('a ship whose ./routes breaks the contract is refused in one line naming it, and leaves nothing behind', async () => {
  test.setTimeout(300_000);
  const registryBefore = readFileSync(registryPath, 'utf8');
  const output = refusal('ship', [
    'hotels',
    '--config',
    '.ship-proof/broken.rsbuild.config.ts',
    '--skip-tests',
  ]);
  expect(output.split('\n')[0]).toBe(
    "contract: ./routes no longer exports the path /hotels/:hotelId that the shell's configuration routes to it",
  );
  expect(readFileSync(registryPath, 'utf8')).toBe(registryBefore);
  expect(existsSync(join(HOTELS, '.ship'))).toBe(false);
});

test('QA overrides the remote with a build on another origin or a release; an unlisted origin is refused', async ({
  page,
}) => {
  const { first, marked } = shipped;
  expect(marked, 'the first test published the marked release').toBeTruthy();
  // The marked release, copied to a CDN of its own: an allowed QA origin and an origin not listed.
  const release = join(ROOT, 'deploy', 'releases', 'mf-hotels', marked as string);
  const stops = await Promise.all([
    serveFolder(release, Number(new URL(QA_ORIGIN).port)),
    serveFolder(release, Number(new URL(UNLISTED_ORIGIN).port)),
  ]);
  try {
    const warnings: string[] = [];
    const requested: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('request', (sent) => requested.push(sent.url()));

    // A manifest URL on an allowed origin: that build renders, the shell reports it overridden.
    const qaManifest = `${QA_ORIGIN}/mf-manifest.json`;
    await page.goto(`/hotels?mf-override=${encodeURIComponent(`hotels@${qaManifest}`)}`);
    await expect(page.getByTestId('release-marker')).toHaveText(MARKER);
    expect(await remoteFacts(page, 'hotels')).toMatchObject({
      status: 'loaded',
      overridden: true,
      entry: qaManifest,
      origin: QA_ORIGIN,
    });
    await expect(page.getByRole('status', { name: 'Remote override active' })).toContainText(
      `hotels ← ${qaManifest}`,
    );
    expect(requested.filter((url) => url.startsWith(`${QA_ORIGIN}/static/js/`)).length).toBeGreaterThan(0);
    expect(requested.some((url) => url.startsWith(`${REMOTE_ORIGINS.hotels}/`))).toBe(false);

    // A released version: the remote's own origin serves that release.
    await page.goto(`/hotels?mf-override=hotels@${marked}`);
    await expect(page.getByTestId('release-marker')).toHaveText(MARKER);
    expect(await remoteFacts(page, 'hotels')).toMatchObject({
      status: 'loaded',
      overridden: true,
      version: marked,
      entry: `${REMOTE_ORIGINS.hotels}/releases/${marked}/mf-manifest.json`,
    });

    // An origin that is not on the allow-list: ignored with a warning; the registry's release loads.
    requested.length = 0;
    await page.goto(
      `/hotels?mf-override=${encodeURIComponent(`hotels@${UNLISTED_ORIGIN}/mf-manifest.json`)}`,
    );
    expect(await remoteFacts(page, 'hotels')).toMatchObject({
      status: 'loaded',
      overridden: false,
      version: first,
      origin: REMOTE_ORIGINS.hotels,
    });
    expect(warnings).toContain(
      `[shell] mf-override refused: ${UNLISTED_ORIGIN} is not an allowed override origin`,
    );
    await expect(page.getByTestId('release-marker')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Remote override active' })).toContainText(
      'origin not allowed',
    );
    expect(requested.some((url) => url.startsWith(`${UNLISTED_ORIGIN}/`))).toBe(false);
  } finally {
    await Promise.all(stops.map((stop) => stop()));
  }
});

test('a pointer to a release that does not exist is refused and nothing changes', async ({ page }) => {
  const registryBefore = readFileSync(registryPath, 'utf8');
  expect(() => deliveryCommand('promote', ['hotels', '000000000000'])).toThrow(/does not exist/);
  expect(readFileSync(registryPath, 'utf8')).toBe(registryBefore);
  const current = JSON.parse(registryBefore).remotes.hotels.current;
  await page.goto('/hotels');
  expect(await remoteFacts(page, 'hotels')).toMatchObject({ status: 'loaded', version: current });
});
