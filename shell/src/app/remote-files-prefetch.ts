/**
 * The idle prefetch's downloads (`useRemotePrefetch` in remote-prefetch.ts imports this module on idle, so
 * none of it is on a page's first load): each linked remote's manifest into the federation runtime, then
 * its entry and `./routes` files into the HTTP cache.
 */
import { ROUTES_EXPOSE } from '@andaman/shared/remote-contract';
import { federation } from './federation';

type AssetLists = { sync: string[]; async: string[] };

/** What the federation runtime keeps of a remote's manifest (the part the prefetch reads). */
export interface RemoteManifestSnapshot {
  publicPath?: string;
  remoteEntry?: string;
  modules?: { moduleName: string; assets: { js: AssetLists; css: AssetLists } }[];
}

/**
 * The files every navigation to a remote needs from the remote's origin before any page chunk: its
 * entry and the scripts and stylesheets of its `./routes` module (the manifest's `sync` assets), as
 * absolute URLs. The pages' own chunks (`async`, far larger) are left to the intent
 * preload (see `prefetchRemoteFiles`).
 */
export function remoteRoutesFiles(snapshot: RemoteManifestSnapshot): string[] {
  const base = snapshot.publicPath;
  if (typeof base !== 'string' || !/^https?:\/\//.test(base)) return [];
  const routes = snapshot.modules?.find((module) => module.moduleName === ROUTES_EXPOSE)?.assets;
  const files = [snapshot.remoteEntry, ...(routes ? [...routes.js.sync, ...routes.css.sync] : [])];
  return [...new Set(files.filter((file): file is string => Boolean(file)).map((file) => `${base}${file}`))];
}

/** Loads a remote's manifest into the federation runtime (kept there, so the click does not fetch it again). */
async function loadManifestSnapshot(name: string): Promise<RemoteManifestSnapshot | undefined> {
  const instance = await federation();
  const moduleInfo = instance.options.remotes.find((remote) => remote.name === name);
  if (!moduleInfo) return undefined;
  const { remoteSnapshot } = await instance.snapshotHandler.loadRemoteSnapshotInfo({
    moduleInfo,
    id: `${name}/${ROUTES_EXPOSE}`,
    initiator: 'preloadRemote',
  });
  return remoteSnapshot as RemoteManifestSnapshot;
}

/** Downloads a file into the browser's HTTP cache, at low priority, without running it. */
async function downloadFile(url: string): Promise<void> {
  const response = await fetch(url, { priority: 'low' } as RequestInit);
  await response.blob();
}

export interface PrefetchDeps {
  snapshot: (name: string) => Promise<RemoteManifestSnapshot | undefined>;
  download: (url: string) => Promise<void>;
}

const defaultDeps: PrefetchDeps = { snapshot: loadManifestSnapshot, download: downloadFile };

/**
 * Fetches, without running anything, what every click on a remote's pages needs first: the manifest
 * (into the federation runtime), then the remote entry and its `./routes` files (into the HTTP cache;
 * hashed files are immutable, so the click finds them there). Remotes are taken one after the
 * other, in link order; failures are ignored (the click loads, and reports, as usual).
 *
 * Measured and left out (Lighthouse mobile, `/` and `/about`; figures in docs/performance-journal.md):
 * also downloading every page chunk, or registering the shell's chunks of the shared modules the remote
 * consumes, made navigations quicker but kept the phone's network and main thread busy after load, and
 * Total Blocking Time grew several times over.
 */
export async function prefetchRemoteFiles(
  names: readonly string[],
  { snapshot, download }: PrefetchDeps = defaultDeps,
): Promise<void> {
  for (const name of names) {
    try {
      const manifest = await snapshot(name);
      if (manifest)
        await Promise.all(remoteRoutesFiles(manifest).map((url) => download(url).catch(() => undefined)));
    } catch {
      // An unreachable remote: its page shows its own fallback when visited.
    }
  }
}
