// Production static hosting for one app, the way a CDN would serve it: precompressed brotli/gzip,
// hashed files cached forever, manifests / HTML / run-time configuration revalidated on every use.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FORWARDED_PREFIXES, forwardToApi } from './api-proxy.mjs';
import { restampedRuntimeConfig } from './deploy.mjs';
import { releaseRoutes } from './release-routes.mjs';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isImmutablePath, securityHeaders } from './security-headers.mjs';
import { PORT_OFFSET, ROOT, withPortOffset } from './workspace.mjs';

/**
 * Where the shell forwards a request: `/wp-json` to WordPress when a `wordpressUrl` is given (its REST
 * index is `<wordpressUrl>/wp-json/`, so a WordPress under a path such as `http://host/blog` works too),
 * everything else to the API. Returns the absolute URL to ask.
 */
export function forwardTarget(path, { apiOrigin, wordpressUrl }) {
  if (wordpressUrl && (path === '/wp-json' || path.startsWith('/wp-json/') || path.startsWith('/wp-json?'))) {
    const base = new URL(wordpressUrl);
    return new URL(`${base.pathname.replace(/\/+$/, '')}${path}`, base.origin);
  }
  return new URL(path, apiOrigin);
}

let snapshotRoot;

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Snapshots left by a server that was killed without cleaning up. */
function removeOrphanSnapshots() {
  for (const entry of readdirSync(tmpdir())) {
    const pid = Number(/^andaman-site-(\d+)-/.exec(entry)?.[1]);
    if (pid && !isRunning(pid)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
}

/**
 * A private copy of `<dir>/dist` for this process, so rebuilding while the site runs (hashed file
 * names change) cannot break pages that are being served. Removed when the process exits.
 */
export function snapshotOf(dir) {
  if (!snapshotRoot) {
    removeOrphanSnapshots();
    snapshotRoot = mkdtempSync(join(tmpdir(), `andaman-site-${process.pid}-`));
    process.on('exit', () => rmSync(snapshotRoot, { recursive: true, force: true }));
  }
  const target = join(snapshotRoot, dir);
  cpSync(join(ROOT, dir, 'dist'), target, { recursive: true });
  return target;
}

/**
 * Serves (a snapshot of) `<dir>/dist` on 127.0.0.1:`port`. The host gets the SPA fallback and the API proxy;
 * remotes get CORS so the shell's origin may load their manifests and chunks. With `wordpressUrl`, the
 * host forwards `/wp-json` to that WordPress instead of the API. `imageOrigins`: where the API's content
 * images live (its public origin), allowed by the shell's CSP.
 */
export async function serveApp({
  dir,
  port,
  role,
  apiOrigin,
  wordpressUrl,
  imageOrigins = [],
  devRemote,
  connectOrigins = [],
  codeOrigins = [],
  host = '127.0.0.1',
}) {
  const { default: sirv } = await import('sirv');
  const root = snapshotOf(dir);
  // This environment's run-time configuration (ports moved by the offset, stamped again): the CSP
  // follows it.
  const builtConfig = role === 'host' ? readFileSync(join(root, 'runtime-config.json'), 'utf8') : undefined;
  const runtimeConfig =
    builtConfig && PORT_OFFSET !== 0
      ? await restampedRuntimeConfig(withPortOffset(builtConfig))
      : builtConfig;
  const headers = securityHeaders({
    role,
    config: runtimeConfig && JSON.parse(runtimeConfig),
    imageOrigins: [...imageOrigins, ...(wordpressUrl ? [wordpressUrl] : [])],
    connectOrigins,
    codeOrigins,
  });
  const setHeaders = (res, pathname) => {
    res.setHeader('Cache-Control', isImmutablePath(pathname) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
  };
  const files = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    // The shell's pre-rendered pages are dist/<path>/index.html; any other path gets the bare page.
    single: role === 'host' ? 'app.html' : false,
    setHeaders,
  });
  const releases = await releaseRoutes({ dir, role, devRemote }, setHeaders);
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (
      role === 'host' &&
      (path === '/wp-json' || FORWARDED_PREFIXES.some((prefix) => path.startsWith(prefix)))
    ) {
      forwardToApi(req, res, forwardTarget(path, { apiOrigin, wordpressUrl }));
      return;
    }
    if (role === 'remote' && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }
    if (role === 'host' && PORT_OFFSET !== 0 && path.split('?')[0] === '/runtime-config.json') {
      // This environment's runtime configuration: the same file with its ports moved.
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': CACHE_REVALIDATE });
      res.end(runtimeConfig);
      return;
    }
    if (releases(req, res)) return;
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
