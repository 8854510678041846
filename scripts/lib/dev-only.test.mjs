// `pnpm dev --only hotels` shows the hotels remote from its dev server inside the full site: the
// shell and the other remotes from their production builds, hotels from the dev server, and a change
// to the remote's source reloads the page. Run by `pnpm test:scripts` after the production build;
// it starts the site itself (without the API: the page's own content is enough) on the ports of
// SITE_PORT_OFFSET, and stops everything it started.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { CHROMIUM } from '../setup.mjs';
import { remoteApp } from './deploy.mjs';
import { APPS, ROOT } from './workspace.mjs';

const hotels = remoteApp('hotels');
const SHELL = `http://localhost:${APPS[0].port}`;
const DEV_MANIFEST = `http://localhost:${hotels.port}/mf-manifest.json`;
const SOURCE = join(ROOT, hotels.dir, 'src', 'routes.tsx');
const HEADING = 'Hotels in Andaman';
const DIST = join(ROOT, hotels.dir, 'dist');
/** The remote's production build: the dev server must leave it alone (it once emptied it). */
const distState = () => ({
  files: readdirSync(DIST, { recursive: true }).map(String).sort(),
  manifest: readFileSync(join(DIST, 'mf-manifest.json'), 'utf8'),
});
let distBefore;

let site;
let output = '';
let browser;

/** Resolves once `url` answers 200 (the dev server's manifest, the shell's page). */
async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (site.exitCode !== null) throw new Error(`pnpm dev --only exited (${site.exitCode}):\n${output}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output.slice(-4000)}`);
}

before(async () => {
  distBefore = distState();
  // Its own process group, so the site, the dev server and their children stop together.
  site = spawn(process.execPath, [join(ROOT, 'scripts', 'dev.mjs'), '--only', 'hotels', '--no-api'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  site.stdout.on('data', collect);
  site.stderr.on('data', collect);
  // Install check, the site's snapshots and the dev server's first compilation, on a busy machine.
  await waitFor(DEV_MANIFEST.replace('localhost', '127.0.0.1'), 240_000);
  await waitFor(`${SHELL.replace('localhost', '127.0.0.1')}/runtime-config.json`, 240_000);
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  await browser?.close();
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    process.kill(-site.pid, 'SIGTERM');
    await exited;
  }
});

test('the remote renders from its dev server inside the built site, and a change reloads the page', {
  timeout: 420_000,
}, async () => {
  const page = await browser.newPage();
  const problems = [];
  const fromDevServer = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) problems.push(message.text());
  });
  page.on('response', (response) => {
    if (new URL(response.url()).port === String(hotels.port)) fromDevServer.push(response.url());
  });

  await page.goto(`${SHELL}/hotels`);
  await page.getByRole('heading', { level: 1, name: HEADING }).waitFor({ timeout: 120_000 });
  // The shell's facts: hotels came from the dev server's manifest, the others from their builds.
  const facts = await page.evaluate(() => window.__mfDelivery?.facts());
  const hotelsFacts = facts.remotes.find((remote) => remote.name === 'hotels');
  assert.equal(hotelsFacts.status, 'loaded', hotelsFacts.error);
  assert.equal(hotelsFacts.entry, DEV_MANIFEST);
  assert.ok(
    fromDevServer.some((url) => /\/static\/js\/hotels\.js$/.test(url)),
    `the dev server's (unhashed) remote entry was loaded: ${fromDevServer.join(', ')}`,
  );
  await page.getByText('This section is temporarily unavailable').waitFor({ state: 'detached' });

  // Hot reload: a change to the remote's source reloads the page, which shows the remote again.
  await page.evaluate(() => {
    window.__beforeChange = true;
  });
  const original = readFileSync(SOURCE, 'utf8');
  try {
    writeFileSync(SOURCE, `${original}\n// dev-only.test.mjs: a change the dev server must pick up\n`);
    await page.waitForFunction(() => !window.__beforeChange, null, { timeout: 120_000 });
  } finally {
    writeFileSync(SOURCE, original);
  }
  await page.getByRole('heading', { level: 1, name: HEADING }).waitFor({ timeout: 120_000 });
  assert.deepEqual(problems, []);
  assert.deepEqual(distState(), distBefore);
});
