// One app's origin, the way a CDN would serve it: precompressed brotli/gzip, hashed files cached
// forever, manifests / HTML / run-time configuration revalidated on every use. The shell's origin also
// forwards /api (and /wp-json) and composes the pages that include a remote's first view.

import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cohortCookie, cohortFromCookies } from '@andaman/shared/contracts/release-naming';
import { applyOverrides, overridesFromCookies } from '@andaman/shared/contracts/release-overrides';
import { applyRegistry } from '@andaman/shared/contracts/release-registry';
import { isSitePage } from '@andaman/shared/contracts/site-pages';
import sirv from 'sirv';
import type { ApiHealth } from './api-health.ts';
import { FORWARDED_PREFIXES, forwardToApi } from './api-proxy.ts';
import type { EdgeApp, EdgeConfig } from './config.ts';
import {
  composeIncludes,
  fetchFirstView,
  firstViewUrl,
  hasIncludes,
  matchesPattern,
  perRequestWarmUps,
  type RendererWarmUp,
  type RequestTimeTarget,
  rendererWarmUps,
  renderRequestFirstView,
  requestTimeAddress,
  requestTimeFirstView,
  requestTimeFirstViewOfPage,
} from './first-view-includes.ts';
import { perRequestLoader, rendererLoader } from './first-view-renderers.ts';
import { hostCheck } from './host-check.ts';
import type { LiveRegistry } from './registry/registry-store.ts';
import { registryRoute, releaseFilesRoute, withoutRemote } from './release-routes.ts';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isImmutablePath, securityHeaders } from './security-headers.ts';
import { createLimitedServer } from './server-limits.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The shell's run-time configuration (`runtime-config.json`). */
type RuntimeConfig = Parameters<typeof applyRegistry>[0];

/**
 * Where the shell forwards a request: `/wp-json` to WordPress when a `wordpressUrl` is given (its REST
 * index is `<wordpressUrl>/wp-json/`, so a WordPress under a path such as `http://host/blog` works too),
 * everything else to the API. Returns the absolute URL to ask.
 */
export function forwardTarget(
  path: string,
  { apiOrigin, wordpressUrl }: { apiOrigin: string; wordpressUrl?: string | undefined },
): URL {
  if (wordpressUrl && (path === '/wp-json' || path.startsWith('/wp-json/') || path.startsWith('/wp-json?'))) {
    const base = new URL(wordpressUrl);
    return new URL(`${base.pathname.replace(/\/+$/, '')}${path}`, base.origin);
  }
  return new URL(path, apiOrigin);
}

/**
 * The pre-rendered pages under `root` that include a remote's first view, by path (`/hotels`); a route
 * with parameters by its pattern (`/hotels/:hotelId`, written as dist/hotels/:hotelId/index.html).
 */
function pagesWithIncludes(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(root, { recursive: true }).map(String)) {
    if (!file.endsWith('index.html')) continue;
    const html = readFileSync(join(root, file), 'utf8');
    if (hasIncludes(html)) pages.set(`/${file.slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1'), html);
  }
  return pages;
}

/** The page for `pathname`: its own, else the page of the route pattern it matches. */
function pageFor(pages: Map<string, string>, pathname: string): string | undefined {
  const page = pages.get(pathname);
  if (page) return page;
  for (const [pattern, patternPage] of pages) {
    if (pattern.includes(':') && matchesPattern(pattern, pathname)) return patternPage;
  }
  return undefined;
}

/**
 * The visitor's cohort bucket (release-naming.ts), drawn and set as a cookie on the first page of a
 * visit, so this page's first views and the live page (which reads the same cookie) agree.
 */
export function visitorCohort(req: IncomingMessage, res: ServerResponse): number {
  const known =
    cohortFromCookies(req.headers.cookie) ?? cohortFromCookies(String(res.getHeader('set-cookie') ?? ''));
  if (known !== undefined) return known;
  const bucket = randomInt(100);
  res.setHeader('Set-Cookie', cohortCookie(bucket));
  return bucket;
}

/**
 * The shell's answer for pages that include remote first views: composed on each request from the
 * releases the registry gives this visitor's cohort, never from a build folder (a remote with no
 * release, or switched off, gets its stub), and with QA's overrides of this browser session when
 * they are allowed (`mf-override` cookie, written by the shell); gzipped when the browser takes it.
 * A page with parameters gets its first view rendered for the request's path by the remote's renderer
 * (isolated, see first-view-renderers.ts), which fetches the page's data through this server
 * (`selfOrigin`), as the browser would; while the API is known to be down it is not tried, and the
 * page goes out at once with its loading state.
 */
function firstViewComposer(
  root: string,
  config: RuntimeConfig,
  { registry, devRemote, selfOrigin, api }: ComposerOptions,
): Handler {
  const pages = pagesWithIncludes(root);
  const loadRenderer = rendererLoader();
  const loadPerRequest = perRequestLoader();
  const apiConfig = {
    apiBaseUrl: new URL(config.api.baseUrl, selfOrigin).href,
    contentBaseUrl: new URL(config.api.contentBaseUrl, selfOrigin).href,
  };
  const currentRegistry = () => {
    const text = registry.text();
    if (text === undefined) return undefined;
    try {
      return JSON.parse(withoutRemote(text, devRemote)) as Parameters<typeof applyRegistry>[1];
    } catch {
      return undefined;
    }
  };
  // The releases in force: the current one, and a rollout's (the lowest bucket is in every rollout).
  const inForce = () =>
    [undefined, 0].map((bucket) => applyRegistry(config, currentRegistry(), bucket).config);
  const warmUps = async () => [
    ...rendererWarmUps(pages.values(), inForce()),
    ...(await perRequestWarmUps(pages.values(), inForce(), loadPerRequest)),
  ];
  warmRenderers(warmUps, async (target, sample) => {
    if (api.isDown()) return undefined;
    const renderer = await loadRenderer(target.renderer);
    const html = await (renderer?.warmUp ?? renderer?.renderFirstView)?.(sample, apiConfig);
    return typeof html === 'string' ? html : undefined;
  });
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const [path = '/', query] = (req.url ?? '/').split(/\?(.*)/s);
    const pathname = path.replace(/(.)\/$/, '$1');
    const page = pageFor(pages, pathname);
    if (!page) return false;
    const released = applyRegistry(config, currentRegistry(), visitorCohort(req, res));
    const overridden = applyOverrides(released.config, overridesFromCookies(req.headers.cookie));
    const served = new Set([
      ...Object.keys(released.versions).filter((name) => !released.disabled.includes(name)),
      ...overridden.active.map((override) => override.remote),
    ]);
    const inForce = {
      ...overridden.config,
      remotes: overridden.config.remotes.filter((remote) => served.has(remote.name)),
    };
    const answer = async (virtual: string) => {
      const perRequest = requestTimeFirstView(virtual, inForce);
      if (perRequest) {
        return api.isDown()
          ? undefined
          : renderRequestFirstView(perRequest, pathname, apiConfig, loadRenderer);
      }
      // A page without parameters, or a widget, whose release renders it per request (its data is the
      // address's query, or the widget's own): rendered for the whole address (a widget: its path with
      // the page's query), else the first view rendered at build time.
      const ofPage = api.isDown()
        ? undefined
        : await requestTimeFirstViewOfPage(virtual, inForce, loadPerRequest);
      const rendered =
        ofPage &&
        (await renderRequestFirstView(
          ofPage,
          requestTimeAddress(ofPage.path, pathname, query),
          apiConfig,
          loadRenderer,
        ));
      return rendered || fetchFirstView(firstViewUrl(virtual, inForce));
    };
    void composeIncludes(page, answer).then((html) => {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
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

/** A path that names a file (`/favicon.ico`, `/static/js/x.js`): the static files answer it, not a page. */
const isFilePath = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname);

/**
 * A path that is no page of the site (rule site.not-found): 404 with the bare page, which shows the
 * not-found page inside the layout. Files, and the site's pages, go on to the other handlers.
 */
function unknownPageRoute(root: string, config: RuntimeConfig): Handler {
  const page = readFileSync(join(root, 'app.html'));
  const remoteRoutes = config.remotes.flatMap((remote) => remote.routes);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (isFilePath(pathname) || isSitePage(pathname, remoteRoutes)) return false;
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_REVALIDATE });
    res.end(req.method === 'HEAD' ? undefined : page);
    return true;
  };
}

/** How often, and how many times, the warm-up tries again while a renderer gives nothing yet. */
const WARM_UP_INTERVAL_MS = 2000;
const WARM_UP_ATTEMPTS = 30;

/**
 * Gets every renderer of a page or widget rendered per request ready before its first visitor, soon
 * after start: loaded (its worker evaluates a few megabytes of code) and run once on its route's sample
 * path (a page without parameters, or a widget, on its own path: `warmUps`), so
 * the page's code, the worker's compiled code and the API's queries are warm too. Cold, a first
 * render on a busy machine misses the include's time limit and the visitor gets the loading state.
 * Renderers that give nothing yet (the API or a release still starting) are tried again, a few times.
 */
function warmRenderers(
  warmUps: () => Promise<RendererWarmUp[]>,
  render: (target: RequestTimeTarget, pathname: string) => Promise<string | undefined>,
) {
  const warm = new Set<string>();
  const attempt = async (left: number) => {
    const cold = (await warmUps().catch(() => [])).filter(({ target }) => !warm.has(target.renderer.href));
    // One at a time: the site and the API are starting on the same cores. A renderer listed twice
    // (a route's sample and a widget) is warmed once.
    for (const { target, sample } of cold) {
      if (warm.has(target.renderer.href)) continue;
      if (await render(target, sample).catch(() => undefined)) warm.add(target.renderer.href);
    }
    const more = warm.size === 0 || cold.some(({ target }) => !warm.has(target.renderer.href));
    if (more && left > 1) setTimeout(() => void attempt(left - 1), WARM_UP_INTERVAL_MS).unref();
  };
  setTimeout(() => void attempt(WARM_UP_ATTEMPTS), 1000).unref();
}

interface ComposerOptions {
  registry: LiveRegistry;
  devRemote: string | undefined;
  selfOrigin: string;
  api: ApiHealth;
}

export interface AppServerOptions {
  app: EdgeApp;
  config: EdgeConfig;
  registry: LiveRegistry;
  api: ApiHealth;
}

/**
 * The server of one app's origin (not listening yet). The host gets the SPA fallback, the API proxy and
 * the first-view composer; remotes get CORS so the shell's origin may load their manifests and chunks.
 */
export function createAppServer({ app, config, registry, api }: AppServerOptions): http.Server {
  const { root, role } = app;
  const runtimeConfig =
    role === 'host'
      ? (JSON.parse(readFileSync(join(root, 'runtime-config.json'), 'utf8')) as RuntimeConfig)
      : undefined;
  const headers = securityHeaders({
    role,
    config: runtimeConfig,
    imageOrigins: [...config.imageOrigins, ...(config.wordpressUrl ? [config.wordpressUrl] : [])],
    connectOrigins: config.connectOrigins,
    codeOrigins: config.codeOrigins,
  });
  const setHeaders = (res: ServerResponse, pathname: string) => {
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
  const selfOrigin = `http://127.0.0.1:${app.port}`;
  const routes: Handler[] =
    role === 'host' && runtimeConfig
      ? [
          registryRoute(registry, config.devRemote),
          unknownPageRoute(root, runtimeConfig),
          firstViewComposer(root, runtimeConfig, { registry, devRemote: config.devRemote, selfOrigin, api }),
        ]
      : app.releasesDir
        ? [releaseFilesRoute(app.releasesDir, setHeaders)]
        : [];
  // Its own address too: the first-view renderer fetches the page's data through this server.
  const allowedHost = hostCheck([...config.allowedHosts, `127.0.0.1:${app.port}`]);
  const proxyOptions = { timeoutMs: config.upstreamTimeoutMs, bodyLimitBytes: config.bodyLimitBytes };
  const apiOrigin = new URL(config.apiOrigin).origin;
  return createLimitedServer((req, res) => {
    if (!allowedHost(req, res)) return;
    const path = req.url ?? '/';
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (
      role === 'host' &&
      (path === '/wp-json' || FORWARDED_PREFIXES.some((prefix) => path.startsWith(prefix)))
    ) {
      const target = forwardTarget(path, config);
      // Only the API's answers tell the server rendering whether the API is up (not a WordPress's).
      const observer = target.origin === apiOrigin ? api : undefined;
      forwardToApi(req, res, target, { ...proxyOptions, observer });
      return;
    }
    if (role === 'remote' && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Max-Age': '600' });
      res.end();
      return;
    }
    if (routes.some((route) => route(req, res))) return;
    // Every page of the shell (a path without a file extension) carries the visitor's cohort.
    if (role === 'host' && !/\.[a-z0-9]+$/i.test(path.split('?')[0] ?? '')) visitorCohort(req, res);
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    });
  });
}
