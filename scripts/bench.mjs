// `pnpm bench`: builds everything (timed), serves the production builds as `start` does, loads the
// key routes in a real browser with an empty cache, and prints the gzip bytes of JavaScript and
// CSS each route downloads on first load, per origin, next to each app's build output size.
//   --no-build     reuse existing builds
//   --budget       exit non-zero when `/` exceeds the first-load JS budget
//   --no-lighthouse  skip the Lighthouse (mobile, simulated throttling) performance runs
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_PORT, APPS, ensureInstalled, log, ROOT, runPnpm } from './lib/workspace.mjs';
import { CHROMIUM, ensureChromium } from './setup.mjs';

const ROUTES = ['/', '/ferry', '/hotels', '/blog'];
const SITE = `http://localhost:${APPS[0].port}`;
/** First-load JavaScript budget for `/`, gzip bytes (issue 2). */
const HOME_JS_BUDGET = 300 * 1024;
const args = new Set(process.argv.slice(2));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function distSizes(dir) {
  const totals = { js: 0, css: 0, files: 0 };
  const walk = (current) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|css)$/.test(entry)) {
        totals[entry.endsWith('.js') ? 'js' : 'css'] +=
          statSync(`${path}.gz`, { throwIfNoEntry: false })?.size ?? statSync(path).size;
        totals.files += 1;
      }
    }
  };
  walk(join(ROOT, dir, 'dist'));
  return totals;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function measureRoute(browser, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      const sizes = await response.request().sizes();
      assets.set(response.url(), {
        type: type === 'script' ? 'js' : 'css',
        origin: new URL(response.url()).port,
        gzip: gzipSync(body, { level: 9 }).length,
        transferred: sizes.responseBodySize,
      });
    } catch {
      // aborted or redirected
    }
  });
  const started = Date.now();
  await page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' });
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const elapsed = Date.now() - started;
  await context.close();
  const sum = (type, origin) =>
    [...assets.values()]
      .filter((asset) => asset.type === type && (!origin || asset.origin === origin))
      .reduce((total, asset) => total + asset.gzip, 0);
  const transferred = [...assets.values()].reduce((total, asset) => total + asset.transferred, 0);
  const byOrigin = Object.fromEntries(
    APPS.map((app) => [app.name, sum('js', String(app.port))]).filter(([, bytes]) => bytes > 0),
  );
  return { route, js: sum('js'), css: sum('css'), transferred, requests: assets.size, byOrigin, elapsed };
}

const LIGHTHOUSE_ROUTES = ['/', '/ferry'];

/** Lighthouse performance (default mobile profile, simulated slow 4G and CPU) of one route. */
async function lighthouseRoute(route) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const { lhr } = await lighthouse(`${SITE}${route}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      route,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  await ensureInstalled();
  await ensureChromium();
  let buildSeconds;
  if (!args.has('--no-build')) {
    const started = Date.now();
    await runPnpm(['build']);
    buildSeconds = (Date.now() - started) / 1000;
  }
  const server = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      API_TEST_MODE: '1',
      API_DATA_DIR: join(ROOT, 'api', '.data-bench'),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/health`);
    await waitFor(`${SITE}/runtime-config.json`);
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
    const results = [];
    for (const route of ROUTES) results.push(await measureRoute(browser, route));
    await browser.close();

    log('Build output per app (gzip, all JS/CSS files in dist; most are loaded only on demand):');
    for (const app of APPS) {
      const sizes = distSizes(app.dir);
      log(
        `  ${app.dir.padEnd(14)} JS ${kb(sizes.js).padStart(10)}   CSS ${kb(sizes.css).padStart(9)}   files ${sizes.files}`,
      );
    }
    log('First load per route (real browser, empty cache; gzip bytes of JS and CSS downloaded):');
    for (const result of results) {
      const origins = Object.entries(result.byOrigin)
        .map(([name, bytes]) => `${name} ${kb(bytes)}`)
        .join(', ');
      log(
        `  ${result.route.padEnd(8)} JS ${kb(result.js).padStart(9)}   CSS ${kb(result.css).padStart(8)}   ` +
          `transferred (br) ${kb(result.transferred).padStart(9)}   requests ${result.requests}   [${origins}]`,
      );
    }
    if (buildSeconds !== undefined) log(`Full production build: ${buildSeconds.toFixed(1)} s`);
    if (!args.has('--no-lighthouse')) {
      log('Lighthouse performance (mobile profile, simulated slow 4G and 4x CPU slowdown):');
      for (const route of LIGHTHOUSE_ROUTES) {
        const lh = await lighthouseRoute(route);
        log(
          `  ${route.padEnd(8)} score ${String(lh.score).padStart(3)}   FCP ${(lh.fcp / 1000).toFixed(1)} s   ` +
            `LCP ${(lh.lcp / 1000).toFixed(1)} s   TBT ${Math.round(lh.tbt)} ms   CLS ${lh.cls.toFixed(3)}   ` +
            `weight ${kb(lh.bytes)}`,
        );
      }
    }
    const home = results.find((result) => result.route === '/');
    const within = home && home.js <= HOME_JS_BUDGET;
    log(
      `Budget: first-load JS on / ${kb(home?.js ?? 0)} of ${kb(HOME_JS_BUDGET)}: ${within ? 'within' : 'OVER'}`,
    );
    if (args.has('--budget') && !within) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
