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
import { expect, REMOTE_ORIGINS, test } from '../fixtures/site';

/**
 * A product team ships one remote alone against the running site: `pnpm ship hotels` publishes an
 * immutable release and points the registry at it; the next page load serves it (nothing restarted),
 * `pnpm rollback hotels` brings the previous release back, and no other remote's files change.
 */
const HOTELS = join(ROOT, 'mf-hotels');
const PROOF = join(HOTELS, '.ship-proof');
const MARKER = 'Release marker: hotels shipped alone';
const OTHERS = ['ferry', 'activities', 'holidays', 'blog'] as const;

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
  test.setTimeout(420_000);
  const otherDists = Object.fromEntries(
    OTHERS.map((remote) => [remote, folderHash(join(ROOT, `mf-${remote}`, 'dist'))]),
  );
  const otherManifests = await manifestHashes(request);

  await page.goto('/hotels');
  const before = await remoteFacts(page, 'hotels');
  expect(before).toMatchObject({ status: 'loaded', overridden: false, version: undefined });

  const first = ship('hotels');
  expect(first.version).toMatch(/^[0-9a-f]{12}$/);
  const marked = ship('hotels', '--config', '.ship-proof/rsbuild.config.ts', '--skip-tests');
  expect(marked.version).not.toBe(first.version);

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

test('a pointer to a release that does not exist is refused and nothing changes', async ({ page }) => {
  const registryBefore = readFileSync(registryPath, 'utf8');
  expect(() => deliveryCommand('promote', ['hotels', '000000000000'])).toThrow(/does not exist/);
  expect(readFileSync(registryPath, 'utf8')).toBe(registryBefore);
  const current = JSON.parse(registryBefore).remotes.hotels.current;
  await page.goto('/hotels');
  expect(await remoteFacts(page, 'hotels')).toMatchObject({ status: 'loaded', version: current });
});
