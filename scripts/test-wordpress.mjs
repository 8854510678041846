// `node scripts/test-wordpress.mjs` / `pnpm test:wordpress`: the WordPress lane. Starts a real, seeded
// WordPress (Debian's package, installed with apt when missing and running as root; see
// scripts/lib/wordpress.mjs), builds the apps when they have no build yet (`--build` always rebuilds),
// and runs the blog's end-to-end specs (`e2e/tests/blog-*.spec.ts`) with the shell's `/wp-json` served by
// that WordPress (`WORDPRESS_URL`). Extra arguments go to Playwright (e.g. `-g comments`).
// SITE_PORT_OFFSET moves the site's ports as usual; WordPress listens on 8088 + the offset
// (WORDPRESS_PORT overrides).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startWordPress } from './lib/wordpress.mjs';
import { APPS, ensureInstalled, isBuilt, log, PORT_OFFSET, ROOT, runPnpm } from './lib/workspace.mjs';
import { ensureChromium } from './setup.mjs';

const args = process.argv.slice(2);
const rebuild = args.includes('--build');
const playwrightArgs = args.filter((arg) => arg !== '--build');

/** The blog's e2e spec files, relative to e2e/. */
export const blogSpecs = () =>
  readdirSync(join(ROOT, 'e2e', 'tests'))
    .filter((name) => /^blog-.*\.spec\.ts$/.test(name))
    .sort()
    .map((name) => `tests/${name}`);

/** Runs the lane; resolves when the blog specs passed against WordPress. */
export async function runWordPressLane({ build = rebuild, extraArgs = playwrightArgs } = {}) {
  const started = Date.now();
  const specs = blogSpecs();
  if (specs.length === 0) throw new Error('no blog specs (e2e/tests/blog-*.spec.ts)');
  const token = randomBytes(16).toString('hex');
  const port = Number(process.env.WORDPRESS_PORT ?? 8088 + PORT_OFFSET);
  // WordPress installs and seeds while the apps build.
  const [wordpress] = await Promise.all([
    startWordPress({ port, token, frontEndOrigin: `http://localhost:${APPS[0].port}` }),
    build || !isBuilt() ? runPnpm(['build']) : Promise.resolve(),
  ]);
  try {
    log(`blog e2e against WordPress (${specs.length} spec files)…`);
    await runPnpm(['--filter', 'e2e', 'exec', 'playwright', 'test', ...specs, ...extraArgs], {
      env: {
        ...process.env,
        WORDPRESS_URL: wordpress.url,
        WORDPRESS_TEST_TOKEN: token,
        // The site's own output (API warnings and errors) in the lane's log, so a failure there explains itself.
        DEBUG: process.env.DEBUG ?? 'pw:webserver',
        // Two workers, as the main e2e run: comments stay one at a time across them (oneCommenterAtATime).
        E2E_WORKERS: process.env.E2E_WORKERS ?? '2',
      },
    });
  } finally {
    wordpress.stop();
  }
  log(`WordPress lane passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await ensureInstalled();
    await ensureChromium();
    await runWordPressLane();
  } catch (error) {
    console.error(`\n\x1b[31mWORDPRESS LANE FAILED:\x1b[0m ${error.message}`);
    process.exit(1);
  }
}
