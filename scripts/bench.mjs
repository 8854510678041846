// `pnpm bench`: builds everything (timed), serves the production builds as `start` does and measures
// every route of perf/budgets.json in a real browser with an empty cache: the gzip bytes of JavaScript
// (per origin) and CSS it downloads on first load, against the route's budget; Lighthouse (mobile,
// simulated slow 4G and 4x CPU) for the routes the budgets name, in rounds taken in alternation with the
// floor page (perf/floor, a bare React page: every route's medians beside the floor's of the same run,
// and a run whose floor scores under 100 is void, lib/floor-runs.mjs); and how many sequential round
// trips a navigation from Home to each remote costs before its content shows (at a mobile round-trip
// time, lib/round-trips.mjs).
//   --no-build        reuse existing builds
//   --budget          exit non-zero when a route grew: over its JavaScript budget, or above the ceiling
//                     perf/budgets.json records for a route that is over budget today (a ratchet, see
//                     lib/budget-verdict.mjs; CI: `npm test` runs it with --no-lighthouse --no-navigations)
//   --record-ceilings write perf/budgets.json's ceilings from this run (routes over budget get their figure
//                     + 2 %, routes within budget lose theirs); review the diff before committing it
//   --no-navigations  skip the round trips from Home to each remote
//   --no-prefetch     navigations without the shell's idle prefetch and intent preload (what they save)
//   --rtt=MS          the round-trip time the navigations run under (default 150, Lighthouse's mobile RTT;
//                     0: localhost as it is, where a busy main thread looks like extra round trips)
//   --no-lighthouse   skip Lighthouse
//   --runs=N          Lighthouse rounds (default 5; each metric's median is kept)
//   --routes=/,/ferry only these routes (patterns as in perf/budgets.json)
//   --assets          list every first-load file with its gzip size
//   --byte-pages=N    routes measured for bytes at a time (default 1: see main)
//   --profile         start-up traces at 4x CPU of /, /ferry, /hotels (or --routes) and of the floor: each
//                     long task attributed to modules and functions (builds with source maps); see
//                     profileStartUps. --profile-runs=N (default 3), --trace-dir=DIR keeps the traces,
//                     --from-traces=DIR analyses kept traces again
//   --interactions    the interactions of lib/interactions.mjs (open the date picker, add a ferry leg…), each in
//                     a fresh page at 4x CPU: its Event Timing figure (input delay + processing +
//                     presentation), medians of --interaction-runs=N (default 5), against 100 ms
//   --compare=DIR     also serve the builds of another checkout (DIR, built, e.g. a `cp -a` copy with the
//                     change undone) 200 ports below, and take each Lighthouse run of a route on both, one
//                     after the other (in turns: A B, B A, …): the paired figures a main-thread change needs
//                     (lib/paired-runs.mjs); with --interactions, each interaction's runs the same way
//                     (lib/interactions.mjs pairedInteractions)

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetReport, budgetsFileText, statePattern, withRecordedCeilings } from './lib/budget-verdict.mjs';
import { keepEnquiryDialogShut } from './lib/enquiry-dialog.mjs';
import {
  FLOOR,
  floorLine,
  floorVerdict,
  medianOfRuns,
  missedTargets,
  roundOrder,
  versusFloor,
} from './lib/floor-runs.mjs';
import {
  FLOOR_INTERACTION,
  INTERACTION_GOAL_MS,
  INTERACTIONS,
  measureInteraction,
  medianFigures,
  pairedInteractions,
} from './lib/interactions.mjs';
import { otherPortOffset, pairedLine, pairedSummary } from './lib/paired-runs.mjs';
import {
  HeldRounds,
  NAVIGATION_RTT_MS,
  roundTripGenerations,
  sentAt,
  sentTimeOf,
} from './lib/round-trips.mjs';
import { frameResolver } from './lib/source-frames.mjs';
import { attributeTasks, pageOf, ranked, recordStartUp, summarizeRuns } from './lib/start-up-profile.mjs';
import {
  API_PORT,
  APPS,
  ensureInstalled,
  log,
  PORT_OFFSET,
  ROOT,
  runPnpm,
  waitForUrl,
  withPortOffset,
} from './lib/workspace.mjs';
import { CHROMIUM, ensureChromium } from './setup.mjs';

const SITE = `http://localhost:${APPS[0].port}`;
/** The floor page (perf/floor): a bare React page measured in alternation with the routes. */
const FLOOR_PORT = 3999 + PORT_OFFSET;
const FLOOR_SITE = `http://127.0.0.1:${FLOOR_PORT}`;
/** `uptime`'s load average (1, 5 and 15 minutes), recorded with every Lighthouse run. */
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
/** The shell's switch for its idle prefetch (shell/src/app/remote-prefetch.ts). */
const PREFETCH_OFF_KEY = 'andaman:prefetch';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const argv = process.argv.slice(2);
const args = new Set(argv);
const option = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const navigationRttMs = Number(option('rtt') ?? NAVIGATION_RTT_MS);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const readJson = (...path) => JSON.parse(readFileSync(join(ROOT, ...path), 'utf8'));

/** The routes to measure: every entry of perf/budgets.json with its URL, budget and Lighthouse targets. */
export function benchRoutes(budgets, runtimeConfig) {
  const samples = Object.assign({}, ...runtimeConfig.remotes.map((remote) => remote.samples ?? {}));
  return Object.entries(budgets.routes).flatMap(([pattern, budget]) => {
    const route = {
      pattern,
      url: budget.sample ?? samples[pattern] ?? pattern.replace(/:[^/]+/g, '1'),
      jsBudget: (budget.firstLoadJsKb ?? budgets.defaults.firstLoadJsKb) * 1024,
      jsCeiling: budget.ceilingKb === undefined ? undefined : budget.ceilingKb * 1024,
      lighthouse: budget.lighthouse ? { ...budgets.defaults.lighthouse, ...budget.lighthouse } : undefined,
    };
    // A page that shows something else for a traveller mid-booking (the tickets, the checkout) is also
    // measured in that state: the tab's session storage seeded as the booking left it.
    const states = Object.entries(budget.states ?? {}).map(([name, state]) => ({
      ...route,
      pattern: statePattern(pattern, name),
      url: state.sample ?? route.url,
      session: state.session,
      jsCeiling: state.ceilingKb === undefined ? undefined : state.ceilingKb * 1024,
      lighthouse: undefined,
    }));
    return [route, ...states];
  });
}

/** Remote routes of the run-time configuration that have no budget (a new route must get one). */
export function routesWithoutBudget(budgets, runtimeConfig) {
  return runtimeConfig.remotes
    .flatMap((remote) => remote.routes)
    .filter((route) => !(route in budgets.routes));
}

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

/**
 * Waits until nothing answers on the site's and the API's ports (a site stopped a moment ago, e.g. by
 * the previous bench, lets its servers go a little after its own exit), so a run never measures another
 * run's site, nor leaves its own in the way of the next step (`npm test` runs the e2e suite next).
 */
async function waitUntilDown(portOffset = PORT_OFFSET, timeoutMs = 30_000) {
  const shift = portOffset - PORT_OFFSET;
  const floor = portOffset === PORT_OFFSET ? [`${FLOOR_SITE}/`] : [];
  const deadline = Date.now() + timeoutMs;
  const answers = async (url) => {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      return false;
    }
  };
  while (Date.now() < deadline) {
    const up = await Promise.all(
      [
        ...APPS.map((app) => `http://127.0.0.1:${app.port + shift}/`),
        `http://127.0.0.1:${API_PORT + shift}/health`,
        ...floor,
      ].map(answers),
    );
    if (!up.includes(true)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`a site still answers on the ports of SITE_PORT_OFFSET=${portOffset}: stop it first`);
}

/** The name of the app serving a URL (by port), or `api`/`other`. */
const appOfUrl = (url) => {
  const port = Number(new URL(url).port);
  return APPS.find((app) => app.port === port)?.name ?? (port === API_PORT ? 'api' : 'other');
};

/** First-load JS and CSS of one URL in a fresh context: gzip bytes, per serving app. */
async function measureRoute(browser, route) {
  const context = await browser.newContext();
  // The page alone: the shell's idle prefetch of other remotes is switched off for this tab.
  await context.addInitScript((key) => sessionStorage.setItem(key, 'off'), PREFETCH_OFF_KEY);
  await keepEnquiryDialogShut(context, SITE);
  if (route.session)
    await context.addInitScript((entries) => {
      // Once per tab: the page's own writes after that are kept.
      if (sessionStorage.getItem('bench.seeded')) return;
      for (const [key, value] of entries) sessionStorage.setItem(key, JSON.stringify(value));
      sessionStorage.setItem('bench.seeded', '1');
    }, Object.entries(route.session));
  // A page that sends the visitor elsewhere (e.g. /passenger-info without a booking → Home) costs what
  // it loaded before it left: what the next page then loads is that page's, and how much of it arrives
  // before the network idles depends on the machine's speed. So the moment the path changes is noted.
  await context.addInitScript(() => {
    for (const method of ['pushState', 'replaceState']) {
      const original = history[method].bind(history);
      history[method] = (state, unused, url) => {
        if (url !== undefined && url !== null && new URL(url, location.href).pathname !== location.pathname)
          window.__benchLeftAt ??= { at: performance.timeOrigin + performance.now(), to: String(url) };
        return original(state, unused, url);
      };
    }
  });
  const page = await context.newPage();
  const assets = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      assets.set(response.url(), {
        type: type === 'script' ? 'js' : 'css',
        app: appOfUrl(response.url()),
        gzip: gzipSync(body, { level: 9 }).length,
        startedAt: response.request().timing().startTime,
      });
    } catch {
      // aborted or redirected
    }
  });
  // A loaded machine has taken over 30 s (Playwright's default) to reach a quiet network on `/tickets`.
  await page.goto(`${SITE}${route.url}`, { waitUntil: 'networkidle', timeout: 90_000 });
  // Until React has taken the page over (the shell marks <html>) and the parts it hydrates on idle have
  // asked for their code, then until the network idles: a quiet network before that is not the end of
  // the first load (a page's own chunk would count or not by the machine's speed).
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => undefined);
  // Parts that hydrate on idle (`HydrateWhen`, at most 2 s after the page asks) have asked for their code
  // by the time an idle callback asked for after them runs.
  await page
    .evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 3000 })),
    )
    .catch(() => undefined);
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const left = await page.evaluate(() => window.__benchLeftAt);
  await context.close();
  const firstLoad = [...assets.values()].filter((asset) => !left || asset.startedAt <= left.at);
  if (argv.includes('--assets'))
    for (const [url, asset] of [...assets].sort((a, b) => b[1].gzip - a[1].gzip))
      log(`      ${(asset.gzip / 1024).toFixed(1).padStart(6)} KB  ${url}`);
  const sum = (type, app) =>
    firstLoad
      .filter((asset) => asset.type === type && (!app || asset.app === app))
      .reduce((total, asset) => total + asset.gzip, 0);
  const byApp = Object.fromEntries(
    [...new Set(firstLoad.map((asset) => asset.app))].map((app) => [app, sum('js', app)]),
  );
  return {
    ...route,
    js: sum('js'),
    css: sum('css'),
    requests: firstLoad.length,
    byApp,
    ...(left ? { redirectedTo: left.to } : {}),
  };
}

/** `work` over `items`, `size` at a time; results in the items' order. */
async function inPool(items, size, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, size) }, worker));
  return results;
}

/** What a page needs to render (the favicon, images and media do not hold its heading back). */
const NAVIGATION_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR', 'Font']);

/** A file of the site (HTML, scripts, styles, manifests…), not an API call, even through the shell's proxy. */
const isSiteAsset = (url) =>
  !['api', 'other'].includes(appOfUrl(url)) && !/^\/(api|wp-json)(\/|$)/.test(new URL(url).pathname);

/** Home in a new browser context, left idle: what it prefetches on idle counts as done. */
async function idleHome(browser) {
  const context = await browser.newContext();
  // A visitor who has seen the contact dialog: it would otherwise open 7 s after load, mid-click, and
  // its code would be counted as the page's.
  await keepEnquiryDialogShut(context, SITE);
  if (args.has('--no-prefetch'))
    await context.addInitScript((key) => sessionStorage.setItem(key, 'off'), PREFETCH_OFF_KEY);
  const page = await context.newPage();
  await page.goto(`${SITE}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  // Left idle means quiet: on a busy machine Home's sections and the idle prefetch may still be
  // loading after 3 s, so wait (at most 20 s more) until no file has started for a second.
  await page.waitForFunction(
    () => {
      const count = performance.getEntriesByType('resource').length;
      window.__benchQuiet ??= { count, since: performance.now() };
      const state = window.__benchQuiet;
      if (state.count !== count) Object.assign(state, { count, since: performance.now() });
      return performance.now() - state.since > 1000;
    },
    undefined,
    { polling: 250, timeout: 20_000 },
  );
  // Home has a heading too, and it stays while the next page loads: the bench waits for a new one.
  await page
    .locator('main h1')
    .first()
    .evaluate((heading) => heading.setAttribute('data-bench-left', ''));
  return { context, page, heading: page.locator('main h1:not([data-bench-left])').first() };
}

const counted = (type, url) => NAVIGATION_TYPES.has(type) && isSiteAsset(url);

/**
 * Sequential round trips a click from Home to `path` costs before its `main h1` shows, counted by
 * holding answers back (`HeldRounds`): site files only (API calls, images and the favicon pass
 * through); a hashed file Home has downloaded already (the idle prefetch's) comes from the cache and
 * passes through free.
 */
async function heldRoundTrips(browser, path) {
  const { context, page, heading } = await idleHome(browser);
  const downloaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  );
  const cdp = await context.newCDPSession(page);
  const rounds = new HeldRounds();
  const fromCache = [];
  const letThrough = (requestId) => cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
  cdp.on('Fetch.requestPaused', ({ requestId, request, resourceType }) => {
    const cached = downloaded.has(request.url) && new URL(request.url).pathname.startsWith('/static/');
    if (counted(resourceType, request.url) && !cached) return rounds.hold(requestId, request.url);
    if (cached) fromCache.push(request.url);
    return letThrough(requestId);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });
  await page.locator(`header a[href="${path}"]`).first().click();
  const deadline = Date.now() + 60_000;
  while ((await heading.count()) === 0) {
    if (Date.now() > deadline) throw new Error(`no new heading 60 s after the click on ${path}`);
    if (rounds.due()) {
      // The page may still be working on the answers it has (rendering, or asking for more): let it finish.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
      if (rounds.due() && (await heading.count()) === 0) await Promise.all(rounds.release().map(letThrough));
    }
    await page.waitForTimeout(100);
  }
  const { roundTrips, requests } = rounds;
  await context.close();
  return { roundTrips, requests, fromCache };
}

/**
 * The same click at a mobile round-trip time (`--rtt`, default `NAVIGATION_RTT_MS`): the waves of
 * requests before the heading shows, counted from when each file left on a connection (waiting for
 * one of HTTP/1.1's six connections per origin is a wave), and the milliseconds from the click to
 * the heading.
 */
async function navigationAtRtt(browser, path) {
  const { context, page, heading } = await idleHome(browser);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: navigationRttMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const requests = new Map();
  let recording = true;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (recording && counted(type, request.url))
      requests.set(requestId, { url: request.url, start: timestamp, end: Infinity, fromCache: false });
  });
  const cached = (requestId) => {
    const request = requests.get(requestId);
    if (request) request.fromCache = true;
  };
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const request = requests.get(requestId);
    if (request) request.sent = sentTimeOf(response.timing);
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) cached(requestId);
  });
  const finish = ({ requestId, timestamp }) => {
    const request = requests.get(requestId);
    if (request) request.end = timestamp;
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  const clickedAt = Date.now();
  await page.locator(`header a[href="${path}"]`).first().click();
  await heading.waitFor({ timeout: 20_000 });
  const headingMs = Date.now() - clickedAt;
  // What starts after the heading shows is not part of the navigation's cost.
  recording = false;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { waves: roundTripGenerations(requests.values(), { startOf: sentAt }), headingMs };
}

/** A click from idle Home to `path`: its round trips (held answers), and its waves and time at a mobile RTT. */
async function navigationRoundTrips(browser, path) {
  const held = await heldRoundTrips(browser, path);
  const { waves, headingMs } = await navigationAtRtt(browser, path);
  if (argv.includes('--assets')) {
    for (const url of held.fromCache) log(`      ${path} (cache)  ${url}`);
    for (const request of held.requests) log(`      ${path} #${request.round}  ${request.url}`);
    for (const request of waves.ordered)
      log(`      ${path} wave ${request.generation}${request.fromCache ? ' (cache)' : ''}  ${request.url}`);
  }
  return {
    path,
    roundTrips: held.roundTrips,
    requests: held.requests.filter((request) => request.round <= held.roundTrips).length,
    fromCache: held.fromCache.length,
    waves: waves.roundTrips,
    headingMs,
  };
}

/** Lighthouse (mobile profile, simulated throttling) of one URL: scores and the metrics that make them. */
async function lighthouseRun(url, site = SITE) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  try {
    const { lhr } = await lighthouse(`${site}${url}`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility', 'seo'],
      logLevel: 'error',
      output: 'json',
    });
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    await chrome.kill();
  }
}

/** The routes `--profile` records when `--routes` does not say. */
const PROFILED = ['/', '/ferry', '/hotels'];

/** The built file a URL of the site serves (for its source map), by the serving app's port. */
function builtFileOf(url) {
  const { port, pathname } = new URL(url);
  const app = APPS.find((candidate) => candidate.port === Number(port));
  if (!app) return undefined;
  // A remote's first views and page code are served from its live release (deploy/releases).
  const release = /^\/releases\/(.+)$/.exec(pathname);
  return release
    ? join(ROOT, 'deploy', 'releases', app.dir, release[1])
    : join(ROOT, app.dir, 'dist', pathname);
}

/** A file name for a route's trace (`/hotels/:hotelId` → `hotels-hotelId`). */
const traceName = (pattern) => (pattern === '/' ? 'home' : pattern.replace(/[/:]+/g, '-').replace(/^-/, ''));

/**
 * `--profile`: start-up traces at 4x CPU of each route and of the floor (the reference of the same
 * run), `--profile-runs=N` each in turns (default 3): the long tasks, what ran in them (module and
 * function through the source maps of a `BUNDLE_SOURCEMAP=1` build; the browser's own work by kind),
 * means per run of the tasks after the first contentful paint (what Total Blocking Time counts), printed
 * and written to perf/last-profile.json. `--trace-dir=DIR` keeps each trace (DevTools opens them);
 * `--from-traces=DIR` analyses the traces kept there instead of recording (same build).
 */
async function profileStartUps(browser, routes) {
  const runs = Number(option('profile-runs') ?? 3);
  const traceDir = option('trace-dir');
  const fromTraces = option('from-traces');
  const resolve = frameResolver(builtFileOf, ROOT);
  const targets = [
    { pattern: FLOOR, href: `${FLOOR_SITE}/` },
    ...routes.map((route) => ({ ...route, href: `${SITE}${route.url}` })),
  ];
  const report = { at: new Date().toISOString(), loadBefore: loadAverage(), cpuRate: 4, runs, routes: [] };
  log(
    `Start-up profiles at 4x CPU (412×823), ${runs} runs each, in turns; load average ${report.loadBefore}`,
  );
  const perTarget = new Map(targets.map((target) => [target.pattern, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const target of run % 2 === 0 ? targets : [...targets].reverse()) {
      const file = `${traceName(target.pattern)}-${run + 1}.json`;
      let events;
      if (fromTraces) events = JSON.parse(readFileSync(join(fromTraces, file), 'utf8')).traceEvents;
      else {
        events = await recordStartUp(browser, target.href, {
          // The contact dialog opens by itself 7 s after load, inside the trace at 4x CPU: not start-up.
          beforeEach: (context) => keepEnquiryDialogShut(context, SITE),
        });
        if (traceDir) {
          mkdirSync(traceDir, { recursive: true });
          writeFileSync(join(traceDir, file), JSON.stringify({ traceEvents: events }));
        }
      }
      perTarget.get(target.pattern).push(attributeTasks(events, pageOf(events), resolve));
    }
  }
  const ms = (value) => `${Math.round(value)} ms`.padStart(7);
  for (const [pattern, tasksOfRuns] of perTarget) {
    const summary = summarizeRuns(tasksOfRuns);
    log(
      `${pattern}: after the first contentful paint, ${summary.tasks.toFixed(1)} long tasks per run, ` +
        `${Math.round(summary.total)} ms in them, ${Math.round(summary.blocking)} ms of blocking time (means of ${runs} runs)`,
    );
    log('  by kind of work (ms per run in those tasks):');
    for (const [label, value] of ranked(summary.categories, 12)) log(`    ${ms(value)}  ${label}`);
    log('  top 10 modules:');
    for (const [label, value] of ranked(summary.modules, 10)) log(`    ${ms(value)}  ${label}`);
    log('  top 10 functions:');
    for (const [label, value] of ranked(summary.parts, 10)) log(`    ${ms(value)}  ${label}`);
    log('  long tasks of the first run (start, duration, blocking, what it was, the modules that ran most):');
    for (const task of tasksOfRuns[0]) {
      const top = ranked(task.modules, 4)
        .map(([label, value]) => `${label} ${Math.round(value)}`)
        .join('; ');
      log(`    ${ms(task.start)} ${ms(task.duration)} ${ms(task.blocking)}  ${task.trigger}: ${top}`);
    }
    report.routes.push({
      pattern,
      tasks: summary.tasks,
      totalMs: summary.total,
      blockingMs: summary.blocking,
      categories: Object.fromEntries(ranked(summary.categories)),
      modules: Object.fromEntries(ranked(summary.modules, 40)),
      parts: Object.fromEntries(ranked(summary.parts, 40)),
      firstRun: tasksOfRuns[0].map(({ start, duration, blocking, trigger, modules }) => ({
        start,
        duration,
        blocking,
        trigger,
        modules: Object.fromEntries(ranked(modules, 8)),
      })),
    });
  }
  report.loadAfter = loadAverage();
  log(`load average after: ${report.loadAfter}`);
  writeFileSync(join(ROOT, 'perf', 'last-profile.json'), `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * `--interactions`: each interaction of lib/interactions.mjs and the floor's (a click on the floor
 * page, the reference of the same run) `--interaction-runs=N` times (default 5), in turns (every other
 * round in reverse), each run in a fresh page; prints the median figure and its parts beside the
 * floor's, and writes them to perf/last-interactions.json. The contact dialog does not open by itself.
 * With `other` (`--compare`), each run of an interaction is taken on both builds, one after the other
 * (in turns), and the paired medians are printed beside it.
 */
async function measureInteractions(browser, other) {
  const runs = Number(option('interaction-runs') ?? 5);
  const report = {
    at: new Date().toISOString(),
    loadBefore: loadAverage(),
    cpuRate: 4,
    runs,
    interactions: [],
  };
  log(
    `Interactions at 4x CPU (412×823, touch), ${runs} rounds of the floor's and each one in a fresh page, ` +
      `in turns; load average ${report.loadBefore}`,
  );
  const targets = [FLOOR_INTERACTION, ...INTERACTIONS];
  const figures = new Map(targets.map((target) => [target, []]));
  // With `--compare`: the other build's run of each interaction right after (or before) this one's.
  const others = new Map(targets.map((target) => [target, []]));
  const measure = (site, target, run) =>
    measureInteraction(browser, site, target, {
      run,
      beforeEach: (context) => keepEnquiryDialogShut(context, site),
    }).catch((error) => {
      log(
        `  ${target.name}, run ${run + 1}${site === other?.site ? ' (other build)' : ''}: ${error.message.split('\n')[0]}`,
      );
      return null;
    });
  for (let run = 0; run < runs; run += 1) {
    for (const target of run % 2 === 0 ? targets : [...targets].reverse()) {
      if (target === FLOOR_INTERACTION) {
        figures.get(target).push(await measure(FLOOR_SITE, target, run));
        continue;
      }
      const sides = other ? [SITE, other.site] : [SITE];
      for (const site of run % 2 === 0 ? sides : [...sides].reverse())
        (site === SITE ? figures : others).get(target).push(await measure(site, target, run));
    }
  }
  const ms = (value) => `${Math.round(value)} ms`.padStart(7);
  for (const target of targets) {
    const measured = figures.get(target).filter((figure) => figure !== null);
    if (measured.length === 0) {
      report.interactions.push({ name: target.name, path: target.path, failed: true });
      log(`  ${target.name.padEnd(38)} could not be measured`);
      continue;
    }
    const median = medianFigures(measured);
    const paired = other ? pairedInteractions(figures.get(target), others.get(target)) : undefined;
    report.interactions.push({
      name: target.name,
      path: target.path,
      ...median,
      ...(paired ? { paired: { with: other.dir, ...paired } } : {}),
    });
    log(
      `  ${target.name.padEnd(38)} ${ms(median.duration)}  (input delay ${ms(median.inputDelay)}, processing ` +
        `${ms(median.processing)}, presentation ${ms(median.presentation)}; runs ${median.runs.join('/')}; ` +
        `result shown after ${ms(median.shown).trim()})` +
        `${median.duration > INTERACTION_GOAL_MS ? `   ! over ${INTERACTION_GOAL_MS} ms` : ''}`,
    );
    if (paired)
      log(
        `  ${''.padEnd(38)} paired with ${other.dir}: median ${Math.round(paired.medianThis)} ms here, ` +
          `${Math.round(paired.medianOther)} ms there (lower here in ${paired.thisLower} of ${paired.pairs})`,
      );
  }
  report.loadAfter = loadAverage();
  log(`load average after: ${report.loadAfter}`);
  writeFileSync(join(ROOT, 'perf', 'last-interactions.json'), `${JSON.stringify(report, null, 2)}\n`);
}

async function main() {
  const budgets = readJson('perf', 'budgets.json');
  const runtimeConfig = JSON.parse(
    withPortOffset(readFileSync(join(ROOT, 'shell', 'public', 'runtime-config.json'), 'utf8')),
  );
  const only = option('routes')?.split(',');
  const routes = benchRoutes(budgets, runtimeConfig).filter((route) => !only || only.includes(route.pattern));
  const missing = routesWithoutBudget(budgets, runtimeConfig);

  await ensureInstalled();
  await ensureChromium();
  let buildSeconds;
  if (!args.has('--no-build')) {
    const started = Date.now();
    // A profile names modules and functions through the builds' source maps.
    await runPnpm(['build'], args.has('--profile') ? { env: { ...process.env, BUNDLE_SOURCEMAP: '1' } } : {});
    buildSeconds = (Date.now() - started) / 1000;
  }
  const compareDir = option('compare');
  const otherOffset = otherPortOffset(PORT_OFFSET);
  await waitUntilDown();
  // The other build's ports too: a comparison site left over from an earlier run must not be measured.
  if (compareDir) await waitUntilDown(otherOffset);
  /** The site of a checkout (this one, or `--compare`'s) served as `start` does, at a port offset. */
  const serve = (root, env = {}) =>
    spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        API_TEST_MODE: '1',
        API_DATA_DIR: mkdtempSync(join(tmpdir(), 'andaman-bench-db-')),
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
  const server = serve(ROOT);
  const otherSite = `http://localhost:${APPS[0].port - PORT_OFFSET + otherOffset}`;
  const otherServer = compareDir
    ? serve(compareDir, {
        SITE_PORT_OFFSET: String(otherOffset),
        API_PORT: String(API_PORT - PORT_OFFSET + otherOffset),
      })
    : undefined;
  // The floor is measured by Lighthouse and beside the interactions and the profiles.
  const floorServer =
    args.has('--no-lighthouse') && !args.has('--interactions') && !args.has('--profile')
      ? undefined
      : spawn(process.execPath, [join(ROOT, 'perf', 'floor', 'serve.mjs')], {
          cwd: join(ROOT, 'perf', 'floor'),
          stdio: 'ignore',
          env: { ...process.env, PORT: String(FLOOR_PORT) },
        });
  try {
    if (floorServer) await waitForUrl(`${FLOOR_SITE}/`, 'the floor page', 60_000);
    await waitForUrl(`http://127.0.0.1:${API_PORT}/health`, 'the API', 480_000);
    await waitForUrl(`${SITE}/runtime-config.json`, 'the site', 480_000);
    if (otherServer) await waitForUrl(`${otherSite}/runtime-config.json`, 'the other site', 480_000);
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    if (args.has('--interactions')) {
      await measureInteractions(browser, otherServer ? { site: otherSite, dir: compareDir } : undefined);
      await browser.close();
      return;
    }
    if (args.has('--profile')) {
      await profileStartUps(
        browser,
        only ? routes : routes.filter((route) => PROFILED.includes(route.pattern)),
      );
      await browser.close();
      return;
    }
    // One route at a time by default: a page whose first view is rendered per request gets it only if the
    // renderer answers within the edge's limit (1.5 s), and two pages at once on a busy machine can miss it:
    // `/itinerary/:itineraryId` then loaded as a live page (248.8 KB instead of 186.9) in one run.
    const results = await inPool(routes, Number(option('byte-pages') ?? 1), (route) =>
      measureRoute(browser, route),
    );
    const navigations = [];
    if ((!only || args.has('--navigations')) && !args.has('--no-navigations')) {
      for (const remote of runtimeConfig.remotes) {
        const target = remote.routes.find((path) => !path.includes(':'));
        if (target)
          navigations.push(
            await navigationRoundTrips(browser, target).catch((error) => {
              log(`  ${target}: ${error.message.split('\n')[0]}`);
              return { path: target };
            }),
          );
      }
    }
    await browser.close();

    log('Build output per app (gzip, all JS/CSS files in dist; most are loaded only on demand):');
    for (const app of APPS) {
      const sizes = distSizes(app.dir);
      log(
        `  ${app.dir.padEnd(14)} JS ${kb(sizes.js).padStart(10)}   CSS ${kb(sizes.css).padStart(9)}   files ${sizes.files}`,
      );
    }
    if (buildSeconds !== undefined) log(`Full production build: ${buildSeconds.toFixed(1)} s`);

    const report = budgetReport(results, missing);
    log(
      'First load per route (real browser, empty cache; gzip bytes of JS by serving app, CSS; budget, ceiling):',
    );
    results.forEach((result, index) => {
      const apps = Object.entries(result.byApp)
        .filter(([, bytes]) => bytes > 0)
        .map(([name, bytes]) => `${name} ${kb(bytes)}`)
        .join(', ');
      const { status } = report.verdicts[index];
      const verdict = { ok: 'ok  ', over: 'OVER', failed: 'FAIL' }[status];
      const ceiling = result.jsCeiling === undefined ? '' : `, ceiling ${kb(result.jsCeiling)}`;
      log(
        `  ${verdict} ${result.pattern.padEnd(31)} JS ${kb(result.js).padStart(9)} / ${kb(result.jsBudget).padStart(8)}` +
          `${ceiling}   CSS ${kb(result.css).padStart(7)}   [${apps}]` +
          `${result.redirectedTo ? `   (until it sent the visitor to ${result.redirectedTo})` : ''}`,
      );
    });

    if (navigations.length > 0) {
      log(
        'Navigation from Home (after idle) to each remote: sequential round trips before its h1 shows (answers ' +
          `held until the page asks for nothing more); at ${navigationRttMs} ms round-trip time, the waves (waiting ` +
          'for a free HTTP/1.1 connection counts) and the time from the click to the heading',
      );
      for (const navigation of navigations) {
        log(
          navigation.roundTrips === undefined
            ? `  ${navigation.path.padEnd(12)} could not be measured`
            : `  ${navigation.path.padEnd(12)} ${navigation.roundTrips} round trip(s), ${navigation.requests} request(s)` +
                `, ${navigation.fromCache} from cache; ${navigation.waves} wave(s), h1 after ${navigation.headingMs} ms at ${navigationRttMs} ms RTT` +
                `${navigation.roundTrips > 2 ? '   (target: at most 2)' : ''}`,
        );
      }
    }

    const lighthouseResults = [];
    let floorResult;
    if (!args.has('--no-lighthouse')) {
      const runs = Number(option('runs') ?? 5);
      const scored = routes.filter((candidate) => candidate.lighthouse);
      const byPattern = new Map(scored.map((route) => [route.pattern, route]));
      const measured = new Map([FLOOR, ...byPattern.keys()].map((name) => [name, []]));
      const others = new Map([...byPattern.keys()].map((name) => [name, []]));
      const loadBefore = loadAverage();
      log(
        `Lighthouse (mobile, simulated slow 4G and 4x CPU): ${runs} rounds, each the floor (${FLOOR_SITE}/) and ` +
          `the routes in turn, every other round in reverse; load average ${loadBefore}`,
      );
      for (let round = 0; round < runs; round += 1) {
        const started = Date.now();
        for (const name of roundOrder([...byPattern.keys()], round)) {
          if (name === FLOOR) {
            measured.get(FLOOR).push(await lighthouseRun('/', FLOOR_SITE));
            continue;
          }
          const { url } = byPattern.get(name);
          // Which build goes first alternates, so an order effect does not end up in the pairs.
          const otherFirst = otherServer !== undefined && round % 2 === 1;
          if (otherFirst) others.get(name).push(await lighthouseRun(url, otherSite));
          measured.get(name).push(await lighthouseRun(url));
          if (otherServer && !otherFirst) others.get(name).push(await lighthouseRun(url, otherSite));
        }
        log(`  round ${round + 1} of ${runs}: ${Math.round((Date.now() - started) / 1000)} s`);
      }
      floorResult = medianOfRuns(measured.get(FLOOR));
      const verdict = floorVerdict(floorResult);
      log(
        `Medians of ${runs} runs, each route beside the floor of the same run; load average before ${loadBefore}, ` +
          `after ${loadAverage()}:`,
      );
      log(`  ${floorLine(FLOOR, floorResult, floorResult)}`);
      for (const [pattern, route] of byPattern) {
        const lh = medianOfRuns(measured.get(pattern));
        const paired = otherServer ? pairedSummary(measured.get(pattern), others.get(pattern)) : undefined;
        const missed = missedTargets(lh, route.lighthouse);
        lighthouseResults.push({
          pattern,
          url: route.url,
          ...lh,
          ...versusFloor(lh, floorResult),
          missed,
          ...(paired ? { paired: { with: compareDir, ...paired } } : {}),
        });
        log(`  ${floorLine(pattern, lh, floorResult)}${missed.length ? `   ! ${missed.join(', ')}` : ''}`);
        if (paired) log(`  ${''.padEnd(24)} ${pairedLine(paired, compareDir)}`);
      }
      floorResult.verdict = verdict;
      log(
        verdict.void
          ? `\x1b[31m${verdict.message}\x1b[0m`
          : `  (${verdict.message}; ! = a target of perf/budgets.json missed)`,
      );
    }

    writeFileSync(
      join(ROOT, 'perf', 'last-bench.json'),
      `${JSON.stringify({ at: new Date().toISOString(), portOffset: PORT_OFFSET, buildSeconds, results, navigations, floor: floorResult, lighthouse: lighthouseResults }, null, 2)}\n`,
    );

    if (missing.length > 0)
      log(`\x1b[31mRoutes without a budget in perf/budgets.json: ${missing.join(', ')}\x1b[0m`);
    const over = report.verdicts.filter((verdict) => verdict.status === 'over');
    log(
      over.length === 0
        ? `Budgets: no route over its first-load JS budget (${results.length} routes)`
        : `\x1b[33mBudgets: ${over.length} route(s) OVER budget, within the ceiling recorded for them: ` +
            `${over.map((verdict) => verdict.pattern).join(', ')}\x1b[0m`,
    );
    for (const verdict of report.verdicts.filter((candidate) => candidate.hint)) log(`  ${verdict.hint}`);
    for (const verdict of report.failed) log(`\x1b[31mBudget FAILED: ${verdict.message}\x1b[0m`);
    if (args.has('--record-ceilings')) {
      const recorded = withRecordedCeilings(budgets, results);
      writeFileSync(join(ROOT, 'perf', 'budgets.json'), budgetsFileText(recorded));
      log('Ceilings recorded in perf/budgets.json from this run: review the diff before committing it');
    } else if (args.has('--budget') && report.fails) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    otherServer?.kill('SIGTERM');
    floorServer?.kill('SIGTERM');
    await waitUntilDown().catch((error) => log(error.message));
    if (otherServer) await waitUntilDown(otherOffset).catch((error) => log(error.message));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
