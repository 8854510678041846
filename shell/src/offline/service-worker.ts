/**
 * The site's service worker (rule trips.offline, docs/offline.md), built by rsbuild.sw.config.ts into
 * `/sw.js` with this shell build's precache list. It keeps the shell's own files (precached at
 * install), the remotes' release files as they are used (immutable: cache first), the site's
 * configuration and registry, and the trip pages with their data (network first). Which request gets
 * which treatment is `strategyFor` (offline-routes.ts, unit-tested).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type RouteHandler, type RouteHandlerCallback, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import {
  isReleaseOutOfForce,
  type OfflineStrategy,
  SITE_DOCUMENTS,
  scopeFromWorkerUrl,
  strategyFor,
  versionsInForce,
} from './offline-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const precache = self.__WB_MANIFEST;
const scope = scopeFromWorkerUrl(self.location.href);

/** Names every cache of this build: trip pages are kept with the shell files they were served with. */
const BUILD = buildId(precache);
const CACHES = {
  pages: `andaman-pages-${BUILD}`,
  documents: 'andaman-documents',
  trips: 'andaman-trips',
  remoteDocuments: 'andaman-remote-documents',
  remoteFiles: 'andaman-remote-files',
} as const;
/** The shell's bare page, which shows any route: the page of last resort when the network is off. */
const BARE_PAGE = '/app.html';
/** At the jetty a request may hang rather than fail: the kept ticket shows after this long. */
const TRIP_NETWORK_TIMEOUT_S = 6;

function buildId(entries: readonly (string | PrecacheEntry)[]): string {
  let hash = 5381;
  for (const char of JSON.stringify(entries)) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

/** Reading a new registry drops the files of releases no longer in force (never mixed with the new ones). */
const dropReleasesOutOfForce: WorkboxPlugin = {
  async cacheDidUpdate({ request, newResponse }) {
    if (new URL(request.url).pathname !== '/registry.json') return;
    const inForce = versionsInForce(
      await newResponse
        .clone()
        .json()
        .catch(() => undefined),
    );
    if (!inForce) return;
    for (const name of [CACHES.remoteFiles, CACHES.remoteDocuments]) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        if (isReleaseOutOfForce(key.url, inForce)) await cache.delete(key);
      }
    }
  },
};

/**
 * A remote's scripts and styles are requested by `<script>` and `<link>` without `crossorigin`, which
 * would give opaque answers: never kept (their status is unknown) and weighed at several megabytes each
 * against the site's storage. Their origins send CORS (the shell's runtime fetches their manifests), so
 * the worker asks for them with CORS, which a page's plain script or style accepts.
 */
const askWithCors: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};

/** With no network and nothing kept for it, a page is the shell's bare page of this build. */
const withBarePage = (strategy: Strategy): RouteHandlerCallback =>
  async function handle(options) {
    try {
      return await strategy.handle(options);
    } catch (error) {
      const page = await matchPrecache(BARE_PAGE);
      if (page) return page;
      throw error;
    }
  };

const HANDLERS: Record<Exclude<OfflineStrategy, 'network'>, RouteHandler> = {
  'trip-page': withBarePage(
    new NetworkFirst({
      cacheName: CACHES.pages,
      networkTimeoutSeconds: TRIP_NETWORK_TIMEOUT_S,
      plugins: [onlyOk],
    }),
  ),
  page: withBarePage(new NetworkOnly()),
  'site-document': new NetworkFirst({
    cacheName: CACHES.documents,
    plugins: [onlyOk, dropReleasesOutOfForce],
  }),
  'trip-data': new NetworkFirst({
    cacheName: CACHES.trips,
    networkTimeoutSeconds: TRIP_NETWORK_TIMEOUT_S,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 50 })],
  }),
  'remote-document': new NetworkFirst({
    cacheName: CACHES.remoteDocuments,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
  }),
  'remote-file': new CacheFirst({
    cacheName: CACHES.remoteFiles,
    plugins: [askWithCors, onlyOk, new ExpirationPlugin({ maxEntries: 500, purgeOnQuotaError: true })],
  }),
};

precacheAndRoute(precache);
cleanupOutdatedCaches();

for (const [name, handler] of Object.entries(HANDLERS)) {
  registerRoute(({ request }) => strategyFor(request, scope) === name, handler);
}

// The configuration and the registry, kept at install: the shell cannot start without them, and the
// first page was loaded before this worker could see them.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHES.documents).then((cache) =>
      Promise.all(
        SITE_DOCUMENTS.map(async (path) => {
          const response = await fetch(path, { cache: 'no-cache' }).catch(() => undefined);
          if (response?.status === 200) await cache.put(path, response);
        }),
      ),
    ),
  );
});

// Trip pages kept by an earlier build go with it: they name that build's files.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('andaman-pages-') && name !== CACHES.pages)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// The first visit's page is taken over at once, so the trip it shows is kept without a second visit.
clientsClaim();
