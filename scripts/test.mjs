// `npm test` / `pnpm test`: installs what the tests need, then lint, typecheck, unit tests of every
// package, production builds, the first-load JavaScript budgets, and the end-to-end suite against those builds served from separate
// origins, then the nginx lane and the WordPress lane (blog specs against a real WordPress; by default
// where Debian packages can be installed, TEST_WORDPRESS=0 leaves it out). Stops at the first failure
// with a non-zero exit code.

import { existsSync } from 'node:fs';
import { postgresBin, startTestPostgres } from './lib/postgres.mjs';
import { canInstallPackages, WORDPRESS_PACKAGES, wordpressInstalled } from './lib/wordpress.mjs';
import { ensureInstalled, log, runPnpm } from './lib/workspace.mjs';
import {
  CHROMIUM,
  ensureChromium,
  ensureNginx,
  installSystemPackages,
  NGINX,
  NGINX_BROTLI_MODULE,
} from './setup.mjs';
import { runWordPressLane } from './test-wordpress.mjs';

const started = Date.now();
const step = async (name, args, env = {}) => {
  const at = Date.now();
  log(`${name}…`);
  await runPnpm(args, { env: { ...process.env, ...env } });
  log(`${name} passed in ${((Date.now() - at) / 1000).toFixed(1)} s`);
};

// The WordPress lane runs by default wherever Debian packages can be installed (root with apt, as in CI)
// or WordPress already is; TEST_WORDPRESS=0 leaves it out, TEST_WORDPRESS=1 insists.
const wordpress = process.env.TEST_WORDPRESS;
const wordpressLane =
  wordpress === '1' || (wordpress !== '0' && (canInstallPackages() || wordpressInstalled()));

try {
  await ensureInstalled();
  // What apt must add (on a fresh machine: chromium, nginx, PostgreSQL, WordPress's packages) is installed
  // in one run beside lint and typecheck, which need none of it; each `ensure…` below then finds it there.
  const systemPackages = installSystemPackages({
    withRecommends: [
      ...(existsSync(CHROMIUM) ? [] : ['chromium']),
      ...(postgresBin() || process.env.API_TEST_DATABASE_URL ? [] : ['postgresql']),
    ],
    bare: [
      ...(existsSync(NGINX) && existsSync(NGINX_BROTLI_MODULE)
        ? []
        : ['nginx-light', 'libnginx-mod-http-brotli-static']),
      ...(wordpressLane && !wordpressInstalled() ? WORDPRESS_PACKAGES : []),
    ],
  }).then(
    () => undefined,
    (error) => error,
  );
  await step('lint', ['lint']);
  // One after the other: side by side on 2 cores they showed no gain (each keeps the two cores busy on
  // its own; figures in docs/performance-journal.md).
  await step('typecheck', ['typecheck']);
  const aptFailure = await systemPackages;
  if (aptFailure) throw aptFailure;
  await ensureChromium();
  await ensureNginx();
  // The API's PostgreSQL tests run against a private server; elsewhere they run on embedded PGlite.
  const postgres = await startTestPostgres();
  if (!postgres)
    log(
      '\x1b[33mno PostgreSQL server here (needs root or API_TEST_DATABASE_URL): its 3 API tests are skipped\x1b[0m',
    );
  try {
    await step('unit tests', ['test:unit'], postgres ? { API_TEST_DATABASE_URL: postgres.url } : {});
  } finally {
    postgres?.stop();
  }
  // The fault lane (api/faults): API processes SIGKILLed and SIGTERMed under load, its PostgreSQL restarted,
  // payments raced for the last seats; each scenario prints its figures. It needs a private PostgreSQL (root).
  if (process.getuid?.() === 0) await step('fault tests', ['test:faults']);
  else log('\x1b[33mfault tests left out: they need root for their PostgreSQL (pnpm test:faults)\x1b[0m');
  await step('production build', ['build']);
  await step('federation singleton check', ['check:federation']);
  // First-load JavaScript of every route against perf/budgets.json (a ratchet: a route over its budget
  // today fails only above its recorded ceiling), measured in chromium on the builds above.
  await step('performance budgets', [
    'bench',
    '--no-build',
    '--budget',
    '--no-lighthouse',
    '--no-navigations',
  ]);
  // Each remote's own CI step: its exposes type-check against the shell's contract and load in a browser.
  await step('remote contract checks', ['contract-check', '--all']);
  // The delivery scripts' own tests (the contract check loads builds in a browser): after the build.
  // Not beside the contract checks: together they took about what the two take one after the other
  // (2 cores, both busy on their own).
  await step('delivery script tests', ['test:scripts']);
  // The edge's fault lane (edge/faults) on the builds above: the API SIGKILLed and hung under `npm start`
  // while pages keep being served, oversized bodies at once, SIGTERM under load; each prints its figures.
  await step('edge fault tests', ['test:faults:edge']);
  await step('end-to-end tests', ['test:e2e']);
  // A short lane against nginx (deploy/nginx): the platform tests (headers, CSP, caching, overrides)
  // every route rendering, the pre-rendered pages, the releases' first views (per cohort, after a
  // promote, rollback or disable), the 404s and offline use through the service worker (about 2 min), the
  // way production serves the site.
  await step(
    'end-to-end tests on nginx',
    [
      '--filter',
      'e2e',
      'exec',
      'playwright',
      'test',
      // Only these files: not the tests the delivery specs depend on in a full run (playwright.config.ts).
      '--no-deps',
      'tests/delivery-platform.spec.ts',
      'tests/routes.spec.ts',
      'tests/prerender.spec.ts',
      'tests/delivery-release.spec.ts',
      'tests/not-found.spec.ts',
      'tests/offline.spec.ts',
    ],
    { SITE_SERVER: 'nginx' },
  );
  // The blog's specs again, against a real WordPress (Debian's package, a private MariaDB, PHP's own
  // server), on the builds above (no rebuild), when `wordpressLane` (above).
  if (wordpressLane) {
    log('WordPress lane (blog e2e against a real WordPress)…');
    // It reports its own duration (install, seed and tests).
    await runWordPressLane({ build: false, extraArgs: [] });
  } else {
    log(
      wordpress === '0'
        ? '\x1b[33mWordPress lane left out (TEST_WORDPRESS=0); run it alone: pnpm test:wordpress\x1b[0m'
        : '\x1b[33mWordPress lane left out: it needs root with apt (or WordPress installed); run it alone: pnpm test:wordpress\x1b[0m',
    );
  }
  log(`all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`\n\x1b[31mTEST FAILED:\x1b[0m ${error.message}`);
  process.exit(1);
}
