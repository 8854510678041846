// Production static hosting for one app, the way a CDN would serve it: precompressed brotli/gzip,
// hashed files cached forever, manifests / HTML / run-time configuration revalidated on every use.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FORWARDED_PREFIXES, forwardToApi } from './api-proxy.mjs';
import { deployEnvironment, registryFile, registryRules, restampedRuntimeConfig } from './deploy.mjs';
import {
  composeIncludes,
  fetchFirstView,
  firstViewUrl,
  hasIncludes,
  matchesPattern,
  renderRequestFirstView,
  requestTimeFirstView,
} from './first-view-includes.mjs';
import { rendererLoader } from './first-view-renderers.mjs';
import { releaseRoutes, withoutRemote } from './release-routes.mjs';
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
 * The pre-rendered pages under `root` that include a remote's first view, by path (`/hotels`); a route
 * with parameters by its pattern (`/hotels/:hotelId`, written as dist/hotels/:hotelId/index.html).
 */
function pagesWithIncludes(root) {
  const pages = new Map();
  for (const file of readdirSync(root, { recursive: true }).map(String)) {
    if (!file.endsWith('index.html')) continue;
    const html = readFileSync(join(root, file), 'utf8');
    if (hasIncludes(html)) pages.set(`/${file.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1'), html);
  }
  return pages;
}

/** The page for `pathname`: its own, else the page of the route pattern it matches. */
function pageFor(pages, pathname) {
  const page = pages.get(pathname);
  if (page) return page;
  for (const [pattern, patternPage] of pages) {
    if (pattern.includes(':') && matchesPattern(pattern, pathname)) return patternPage;
  }
  return undefined;
}

/**
 * The shell's answer for pages that include remote first views: composed on each request (the
 * registry may have moved a remote to another release), gzipped when the browser takes it. A page
 * with parameters gets its first view rendered for the request's path by the remote's renderer, which
 * fetches the page's data through this server (`selfOrigin`), as the browser would.
 */
async function firstViewComposer(root, config, devRemote, selfOrigin) {
  const pages = pagesWithIncludes(root);
  const loadRenderer = rendererLoader();
  const apiConfig = {
    apiBaseUrl: new URL(config.api.baseUrl, selfOrigin).href,
    contentBaseUrl: new URL(config.api.contentBaseUrl, selfOrigin).href,
  };
  const { applyRegistry } = await registryRules();
  const environment = deployEnvironment();
  const readRegistry = () => {
    const file = registryFile(environment);
    if (!existsSync(file)) return undefined;
    try {
      return JSON.parse(withoutRemote(readFileSync(file, 'utf8'), devRemote));
    } catch {
      return undefined;
    }
  };
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = (req.url ?? '/').split('?')[0].replace(/(.)\/$/, '$1');
    const page = pageFor(pages, pathname);
    if (!page) return false;
    const released = applyRegistry(config, readRegistry()).config;
    const answer = (virtual) => {
      const perRequest = requestTimeFirstView(virtual, released);
      return perRequest
        ? renderRequestFirstView(perRequest, pathname, apiConfig, loadRenderer)
        : fetchFirstView(firstViewUrl(virtual, released));
    };
    composeIncludes(page, answer).then((html) => {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': CACHE_REVALIDATE,
        vary: 'Accept-Encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : gzip ? gzipSync(html) : html);
    });
    return true;
  };
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
  const firstViews =
    role === 'host'
      ? await firstViewComposer(root, JSON.parse(runtimeConfig), devRemote, `http://127.0.0.1:${port}`)
      : () => false;
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
    if (firstViews(req, res)) return;
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
