import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the production builds, each app served from its own origin
 * (shell 3000, remotes 3001-3005) and the reference API (4000) in test mode with a fresh database.
 * Run `pnpm build` first (the root `pnpm test` does).
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const PORT_OFFSET = Number(process.env.SITE_PORT_OFFSET ?? 0);
const browser = { ...devices['Desktop Chrome'], channel: undefined };
const DELIVERY_SPECS = /delivery-(release|ship)\.spec\.ts/;
/** The mail server's outage: after the tests that send e-mail, whose messages would wait out the outbox's back-off. */
const MAIL_OUTAGE_SPEC = /mail-outage\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  // Remote pages load antd and their own chunks on first visit; on 2 shared cores with the gate
  // running beside, a first render can take well over 10 s.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: !!process.env.CI,
  // Recording a trace of every test costs a large share of the suite's CPU (screencast frames and DOM
  // snapshots at each action; see docs/performance-journal.md). So
  // a test runs untraced, and only a failed test runs once more, traced, for its diagnosis. Nothing
  // passes by retrying: a test that fails and then passes is "flaky", and `failOnFlakyTests` fails the
  // run for it just as for a plain failure.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${3000 + PORT_OFFSET}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The site turns antd's motion off for it (shared/src/ui/themed-config-provider.tsx): a click aimed
    // while a dialog zooms or a picker slides in can land beside its target on a loaded machine.
    reducedMotion: 'reduce',
    // The site's service worker answers some requests itself (docs/offline.md), out of reach of a page's
    // `route` (blocked remotes, injected failures): the specs run without it, but offline.spec.ts,
    // which is about it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  // The delivery specs move the e2e environment's registry (promote, rollback, disable, a rollout):
  // they run after every other test, one file after the other, so no page of another test meets a
  // release it did not expect.
  projects: [
    { name: 'chromium', testIgnore: [DELIVERY_SPECS, MAIL_OUTAGE_SPEC], use: browser },
    { name: 'mail-outage', testMatch: MAIL_OUTAGE_SPEC, dependencies: ['chromium'], use: browser },
    {
      name: 'delivery-release',
      testMatch: /delivery-release\.spec\.ts/,
      dependencies: ['chromium'],
      use: browser,
    },
    {
      name: 'delivery-ship',
      testMatch: /delivery-ship\.spec\.ts/,
      dependencies: ['delivery-release'],
      use: browser,
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${4000 + PORT_OFFSET}/health`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      API_TEST_MODE: '1',
      API_DATA_DIR: mkdtempSync(join(tmpdir(), 'andaman-e2e-db-')),
      LOG_LEVEL: 'warn',
      // Every e2e browser is one client (127.0.0.1): limits raised for the suite, never switched off.
      API_RATE_LIMIT_BOOKINGS: '2000/60',
      API_RATE_LIMIT_PAYMENTS: '2000/60',
      API_RATE_LIMIT_EMAILS: '2000/60',
      API_RATE_LIMIT_COMMENTS: '2000/60',
      SITE_PORT_OFFSET: String(PORT_OFFSET),
      // The e2e site serves its own release registry (deploy/registry/e2e.json), never the developer's.
      DEPLOY_ENV: process.env.DEPLOY_ENV ?? 'e2e',
      // `SITE_SERVER=nginx`: the site served by nginx (deploy/nginx) instead of the Node static server.
      SITE_SERVER: process.env.SITE_SERVER ?? 'node',
    },
  },
});
