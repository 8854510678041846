import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  deliveryCommand,
  folderHash,
  ROOT,
  registryPath,
  remoteFacts,
  resetRegistry,
  ship,
} from '../fixtures/delivery';
import { expect, PORT_OFFSET, REMOTE_ORIGINS, test } from '../fixtures/site';
import { serveFolder } from '../fixtures/static-origin';

/**
 * A product team ships one remote alone against the running site: `pnpm ship hotels` publishes an
 * immutable release and points the registry at it; the next page load serves it (nothing restarted),
 * `pnpm rollback hotels` brings the previous release back, and no other remote's files change.
 * QA then points the site at that changed build served from another origin (and at the release by
 * version) with `?mf-override=`; an origin that is not allow-listed is ignored with a warning.
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

/** A changed build of the hotels remote: every page shows a marker above its content. */
function writeMarkerBuild() {
  rmSync(PROOF, { recursive: true, force: true });
  mkdirSync(PROOF, { recursive: true });
  writeFileSync(
    join(PROOF, 'marked-routes.tsx'),
    [
      "import type { RemoteRoute } from '@andaman/shared/remote-contract';",
      "import { routes as original } from '../src/routes';",
      'export const routes: RemoteRoute[] = original.map(({ path, Component }) => ({',
      '  path,',
      `  Component: () => (<><p data-testid="release-marker">${MARKER}</p><Component /></>),`,
      '}));',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(PROOF, 'rsbuild.config.ts'),
    [
      "import { mergeRsbuildConfig } from '@rsbuild/core';",
      "import base from '../rsbuild.config';",
      'export default mergeRsbuildConfig(base, {',
      '  tools: {',
      '    rspack: (config, { rspack }) => {',
      `      config.plugins.push(new rspack.NormalModuleReplacementPlugin(/^\\.\\/src\\/routes\\.tsx$/, ${JSON.stringify(join(PROOF, 'marked-routes.tsx'))}));`,
      '    },',
      '  },',
      '});',
      '',
    ].join('\n'),
  );
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

test.beforeAll(() => {
  resetRegistry();
  writeMarkerBuild();
});

test.afterAll(() => {
  resetRegistry();
  rmSync(PROOF, { recursive: true, force: true });
});

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
  expect(before).toMatchObject({ status: 'loaded', overridden: false, version: undefined });
  // Leave the page before shipping: the ships block this process for minutes, and the first page's
  // requests would otherwise be reported to the listener below once it is attached.
  await page.goto('about:blank');

  const first = ship('hotels');
  expect(first.version).toMatch(/^[0-9a-f]{12}$/);
  const marked = ship('hotels', '--config', '.ship-proof/rsbuild.config.ts', '--skip-tests');
  expect(marked.version).not.toBe(first.version);
  Object.assign(shipped, { first: first.version, marked: marked.version });

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

  deliveryCommand('rollback', ['hotels']);
  await page.goto('/hotels');
  expect(await remoteFacts(page, 'hotels')).toMatchObject({ status: 'loaded', version: first.version });
  await expect(page.getByTestId('release-marker')).toHaveCount(0);

  const registry = JSON.parse(readFileSync(registryPath, 'utf8'));
  expect(registry.remotes.hotels.history.map((event: { action: string }) => event.action)).toEqual([
    'ship',
    'ship',
    'rollback',
  ]);
  expect(Object.keys(registry.remotes)).toEqual(['hotels']);
  for (const remote of OTHERS)
    expect(folderHash(join(ROOT, `mf-${remote}`, 'dist')), remote).toBe(otherDists[remote]);
  expect(await manifestHashes(request)).toEqual(otherManifests);
});

test('QA overrides the remote with a build on another origin or a release; an unlisted origin is ignored', async ({
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
      `[shell] mf-override ignored: ${UNLISTED_ORIGIN} is not an allowed override origin`,
    );
    await expect(page.getByTestId('release-marker')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Remote override active' })).toHaveCount(0);
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
