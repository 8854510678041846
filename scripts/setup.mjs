// Installs everything the site and its tests need: workspace packages and, for the browser
// tests, Debian's chromium (Playwright cannot download its own browser here).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstalled, log, run, runQuiet } from './lib/workspace.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (sudo apt-get install -y chromium)`);
  }
  log('installing chromium with apt…');
  await run('apt-get', ['update', '-q']);
  await run('apt-get', ['install', '-y', '-q', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The brotli module: nginx then serves the build's precompressed `.br` files. */
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's nginx and its brotli module, for serving the site the way production does (`start --nginx`). */
export async function ensureNginx() {
  if (existsSync(NGINX) && existsSync(NGINX_BROTLI_MODULE)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${NGINX} or its brotli module is missing: sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static`,
    );
  }
  log('installing nginx with apt…');
  await run('apt-get', ['update', '-q']);
  // policy-rc.d (containers) or the absence of systemd keeps apt from starting a system-wide nginx;
  // the site's nginx is always a child of `start --nginx`.
  await run(
    'apt-get',
    ['install', '-y', '-q', '--no-install-recommends', 'nginx-light', 'libnginx-mod-http-brotli-static'],
    {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
}

/** Whether Debian's package `name` is installed. */
const debInstalled = (name) =>
  spawnSync('dpkg-query', ['-W', `-f=${'$'}{Status}`, name], { encoding: 'utf8' }).stdout?.includes(
    'install ok installed',
  ) ?? false;

/** `apt-get args` with its output kept, shown (its end) only when it fails. */
const apt = (args) =>
  runQuiet('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).catch((error) => {
    throw new Error(`apt-get ${args.join(' ')} failed:\n${(error.output ?? '').slice(-4000)}`);
  });

/**
 * The Debian packages a test run will ask for, installed in one apt run that goes on beside the steps that
 * need none of them (lint, typecheck): `withRecommends` as apt installs them by default (chromium's
 * fonts), `bare` with `--no-install-recommends`. Only what is missing, only as root with apt; elsewhere it
 * does nothing, and each step's own `ensure…` says what is missing. The promise settles when apt is done
 * (a failure rejects it: the step that awaits it stops the run).
 */
export function installSystemPackages({ withRecommends = [], bare = [] }) {
  const missingWith = withRecommends.filter((name) => !debInstalled(name));
  const missingBare = bare.filter((name) => !debInstalled(name));
  if (missingWith.length + missingBare.length === 0) return Promise.resolve();
  if (process.getuid?.() !== 0 || spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0)
    return Promise.resolve();
  const started = Date.now();
  log(`installing ${[...missingWith, ...missingBare].join(', ')} with apt, beside the first steps…`);
  return (async () => {
    await apt(['update', '-q']);
    if (missingWith.length) await apt(['install', '-y', '-q', ...missingWith]);
    if (missingBare.length) await apt(['install', '-y', '-q', '--no-install-recommends', ...missingBare]);
    log(`apt packages installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  })();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstalled();
  await ensureChromium();
  log('setup complete');
}
