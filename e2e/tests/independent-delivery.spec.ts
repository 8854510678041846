import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ferrySearchMessages } from '@andaman/shared/contracts/ferry-search';
import { expect, PORT_OFFSET, test } from '../fixtures/site';
import { serveFolder } from '../fixtures/static-origin';

/**
 * A product team changes a stateless module of @andaman/shared (here a validation message of the
 * ferry contract) and ships only its remote: the site shows the change without the shell being
 * rebuilt, because stateless shared code is bundled into each remote, not provided by the shell.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FERRY = join(ROOT, 'mf-ferry');
const WORK = join(FERRY, '.proof-build');
const PROOF_PORT = 3090 + PORT_OFFSET;
const CHANGED_MESSAGE = `${ferrySearchMessages.fillAll} (shipped with the ferry remote only)`;

let stopServer: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  // The changed shared module: the ferry search's contract as the ferry team edited it.
  const contract = readFileSync(join(ROOT, 'shared', 'src', 'contracts', 'ferry-search.ts'), 'utf8');
  const changed = contract.replace(`'${ferrySearchMessages.fillAll}'`, JSON.stringify(CHANGED_MESSAGE));
  expect(changed, 'the message to change is in the contract').not.toBe(contract);
  writeFileSync(join(WORK, 'ferry-contract.ts'), changed);
  // The remote's own build, with that module in place of the workspace's, into its own folder.
  writeFileSync(
    join(WORK, 'rsbuild.config.ts'),
    [
      "import { mergeRsbuildConfig } from '@rsbuild/core';",
      "import base from '../rsbuild.config';",
      'export default mergeRsbuildConfig(base, {',
      `  resolve: { alias: { '@andaman/shared/contracts/ferry-search$': ${JSON.stringify(join(WORK, 'ferry-contract.ts'))} } },`,
      "  output: { distPath: { root: '.proof-build/dist' } },",
      '});',
      '',
    ].join('\n'),
  );
  execFileSync(
    join(FERRY, 'node_modules', '.bin', 'rsbuild'),
    ['build', '-c', '.proof-build/rsbuild.config.ts'],
    {
      cwd: FERRY,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  stopServer = await serveFolder(join(WORK, 'dist'), PROOF_PORT);
});

test.afterAll(async () => {
  await stopServer?.();
  rmSync(WORK, { recursive: true, force: true });
});

test('the deployed ferry remote shows the message of the workspace contract', async ({ page }) => {
  await page.goto('/ferry');
  await page.getByRole('button', { name: 'Search Ferry' }).click();
  await expect(page.getByText(ferrySearchMessages.fillAll, { exact: true }).first()).toBeVisible();
});

test('a remote built with a changed stateless shared module shows the change; the shell is not rebuilt', async ({
  page,
}) => {
  const manifest = `http://localhost:${PROOF_PORT}/mf-manifest.json`;
  await page.addInitScript((entry) => {
    window.localStorage.setItem('mf:remote-overrides', JSON.stringify({ ferry: entry }));
  }, manifest);
  const fromProofBuild: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${PROOF_PORT}/`)) fromProofBuild.push(request.url());
  });
  await page.goto('/ferry');
  await page.getByRole('button', { name: 'Search Ferry' }).click();
  await expect(page.getByText(CHANGED_MESSAGE)).toBeVisible();
  expect(fromProofBuild.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
});
