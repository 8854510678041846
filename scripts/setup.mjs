// Installs everything the site and its tests need: workspace packages and, for the browser
// tests, Debian's chromium (Playwright cannot download its own browser here).
import { existsSync } from 'node:fs';
import { ensureInstalled, log, run } from './lib/workspace.mjs';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstalled();
  await ensureChromium();
  log('setup complete');
}
