/**
 * The shell build's precache list (build time, Node): what the service worker keeps at install so the
 * site starts with the network off. The scripts and styles under `static/`, the bare page every route
 * can start from, and the icon; not the pre-rendered pages (the network answers those, else the bare
 * page does), nor licences or compressed copies. A hashed name is its own revision; any other file
 * gets the hash of its content, so a new build replaces exactly what changed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isImmutablePath } from '@andaman/shared/contracts/release-naming';

/** One entry of Workbox's precache list. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** Files kept besides `static/**`: the page every route starts from when the network is off. */
const KEPT_FILES = ['/app.html', '/favicon.svg'];

/** Whether a file of the build (its URL path) is precached. */
export const isPrecached = (url: string): boolean =>
  KEPT_FILES.includes(url) || /^\/static\/.+\.(?:js|css|woff2?|svg|png|webp|avif)$/.test(url);

/** The precache list of a build folder, sorted (the same build gives the same list). */
export function precacheManifest(distDir: string): PrecacheEntry[] {
  const files = readdirSync(distDir, { recursive: true })
    .map(
      (file) =>
        `/${relative(distDir, join(distDir, String(file)))
          .split(sep)
          .join('/')}`,
    )
    .filter(isPrecached)
    .sort();
  return files.map((url) => ({
    url,
    revision: isImmutablePath(url)
      ? null
      : createHash('sha256')
          .update(readFileSync(join(distDir, url)))
          .digest('hex')
          .slice(0, 16),
  }));
}

/** Where the service worker's source names its precache list (as Workbox's `injectManifest` expects). */
export const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';

/** The compiled worker with its precache list in place of the placeholder (which must occur once). */
export function injectManifest(workerSource: string, entries: readonly PrecacheEntry[]): string {
  const parts = workerSource.split(MANIFEST_PLACEHOLDER);
  if (parts.length !== 2) {
    throw new Error(`the service worker must name ${MANIFEST_PLACEHOLDER} once, found ${parts.length - 1}`);
  }
  return parts.join(JSON.stringify(entries));
}
