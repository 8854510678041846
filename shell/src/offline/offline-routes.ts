/**
 * What the service worker does with each request (rule trips.offline, docs/offline.md). Pure, so the
 * choice is unit-tested; `service-worker.ts` wires each answer to a Workbox strategy. Imports nothing
 * but the release naming rules: the worker bundles this file.
 */
import { isImmutablePath, releaseVersionOfPath } from '@andaman/shared/contracts/release-naming';

/**
 * - `trip-page`: a trip page's HTML, network first, kept per shell build for when the network is off;
 * - `page`: any other page, network first; with no network, the shell's bare page of this build;
 * - `site-document`: `runtime-config.json` and `registry.json`, network first (never stale online);
 * - `trip-data`: `GET <api>/trips/<reference>`, network first, kept for when the network is off;
 * - `remote-document`: a remote's manifest, entry or any other unhashed file, network first;
 * - `remote-file`: a file of a release, or a hashed file, of a remote's origin: cache first (immutable);
 * - `network`: left alone (the shell's own files are precached, the rest is never kept).
 */
export type OfflineStrategy =
  | 'trip-page'
  | 'page'
  | 'site-document'
  | 'trip-data'
  | 'remote-document'
  | 'remote-file'
  | 'network';

/** The parts of a request the choice depends on. */
export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a page. */
  mode: string;
}

/** Where the site lives, as the shell registers the worker (see `serviceWorkerUrl`). */
export interface OfflineScope {
  /** The shell's origin (the worker's own). */
  siteOrigin: string;
  /** The origins of the remotes' entries and releases. */
  remoteOrigins: readonly string[];
  /** The API's base URL, absolute (`https://site.example/api`). */
  apiBase: string;
}

/** The site's documents read before the first render: network first, never stale online. */
export const SITE_DOCUMENTS = ['/runtime-config.json', '/registry.json'] as const;

/** `/trips/{reference}` (one path segment; `/trips` itself is the lookup form, never kept). */
export const isTripPagePath = (pathname: string): boolean => /^\/trips\/[^/]+\/?$/.test(pathname);

/** A remote's file that never changes: anything under `/releases/<version>/` but its manifest and entry, or a hashed name. */
const isImmutableRemotePath = (pathname: string): boolean => {
  if (/\/(?:mf-manifest\.json|remoteEntry\.js)$/.test(pathname)) return false;
  return releaseVersionOfPath(pathname) !== undefined || isImmutablePath(pathname);
};

/** The strategy for one request. */
export function strategyFor(request: RequestFacts, scope: OfflineScope): OfflineStrategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (isTripDataUrl(url, scope.apiBase)) return 'trip-data';
  if (url.origin === scope.siteOrigin) {
    if (request.mode === 'navigate') return isTripPagePath(url.pathname) ? 'trip-page' : 'page';
    if ((SITE_DOCUMENTS as readonly string[]).includes(url.pathname)) return 'site-document';
    return 'network';
  }
  if (!scope.remoteOrigins.includes(url.origin)) return 'network';
  return isImmutableRemotePath(url.pathname) ? 'remote-file' : 'remote-document';
}

/** `GET <api>/trips/<reference>` (not `<api>/trips/lookup`, a POST, nor anything deeper). */
function isTripDataUrl(url: URL, apiBase: string): boolean {
  const prefix = `${apiBase.replace(/\/+$/, '')}/trips/`;
  const href = `${url.origin}${url.pathname}`;
  return href.startsWith(prefix) && /^[^/]+$/.test(href.slice(prefix.length));
}

/**
 * The release versions a registry document puts in force (each remote's current release and its
 * rollout): the files of any other release are dropped from the device when the registry is read.
 * An unreadable document keeps everything (`undefined`).
 */
export function versionsInForce(registry: unknown): Set<string> | undefined {
  if (typeof registry !== 'object' || registry === null) return undefined;
  const remotes = (registry as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return undefined;
  const versions = new Set<string>();
  for (const pointer of Object.values(remotes)) {
    if (typeof pointer !== 'object' || pointer === null) continue;
    const { current, rollout } = pointer as { current?: unknown; rollout?: { version?: unknown } };
    if (typeof current === 'string') versions.add(current);
    if (typeof rollout?.version === 'string') versions.add(rollout.version);
  }
  return versions;
}

/** A kept remote file that belongs to a release no longer in force. */
export function isReleaseOutOfForce(url: string, inForce: ReadonlySet<string>): boolean {
  const version = releaseVersionOfPath(new URL(url).pathname);
  return version !== undefined && !inForce.has(version);
}

/** The query parameters the shell registers the worker with: where the remotes and the API are. */
const REMOTES_PARAM = 'remotes';
const API_PARAM = 'api';

/** The worker's URL for a run-time configuration: its scope travels in the query. */
export function serviceWorkerUrl(
  script: string,
  config: { remotes: readonly { entry: string; releases?: string | undefined }[]; api: { baseUrl: string } },
  siteOrigin: string,
): string {
  const origins = new Set<string>();
  for (const remote of config.remotes) {
    for (const url of [remote.entry, remote.releases]) {
      if (!url) continue;
      const origin = new URL(url, siteOrigin).origin;
      if (origin !== siteOrigin) origins.add(origin);
    }
  }
  const params = new URLSearchParams({
    [REMOTES_PARAM]: [...origins].sort().join(','),
    [API_PARAM]: new URL(config.api.baseUrl, siteOrigin).href,
  });
  return `${script}?${params}`;
}

/** The scope the worker reads back from its own URL. */
export function scopeFromWorkerUrl(workerUrl: string): OfflineScope {
  const url = new URL(workerUrl);
  return {
    siteOrigin: url.origin,
    remoteOrigins: (url.searchParams.get(REMOTES_PARAM) ?? '').split(',').filter((origin) => origin !== ''),
    apiBase: url.searchParams.get(API_PARAM) ?? `${url.origin}/api`,
  };
}
