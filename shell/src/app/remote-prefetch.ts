import { type RemoteRoutesModule, ROUTES_EXPOSE, type RuntimeConfig } from '@andaman/shared/remote-contract';
import { matchPath } from '@andaman/shared/router';
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { useEffect } from 'react';

/** Marked (performance.mark) when the idle prefetch starts, so `pnpm bench` can tell it from the first load. */
export const PREFETCH_MARK = 'andaman:remote-prefetch';

/** sessionStorage key that switches the prefetch off for a tab (`pnpm bench` measures pages alone). */
export const PREFETCH_OFF_KEY = 'andaman:prefetch';

/** How long after the page's load event the idle prefetch waits at most for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/** A remote page the site links to: the remote and the route pattern (as in the run-time configuration). */
export interface RemoteRouteTarget {
  remote: string;
  path: string;
}

/** The remote route that owns `pathname`, if any. */
export function remoteRouteForPath(config: RuntimeConfig, pathname: string): RemoteRouteTarget | undefined {
  for (const remote of config.remotes) {
    const path = remote.routes.find((route) => matchPath(route, pathname));
    if (path) return { remote: remote.name, path };
  }
  return undefined;
}

/** The remote that owns `pathname`, if any. */
export function remoteForPath(config: RuntimeConfig, pathname: string): string | undefined {
  return remoteRouteForPath(config, pathname)?.remote;
}

/** Remotes whose pages the given links lead to, each once, in link order. */
export function remotesLinkedFrom(config: RuntimeConfig, hrefs: readonly string[]): string[] {
  const names = hrefs.flatMap((href) => {
    const name = remoteForPath(config, href.split(/[?#]/)[0] ?? href);
    return name ? [name] : [];
  });
  return [...new Set(names)];
}

type AssetLists = { sync: string[]; async: string[] };

/** What the federation runtime keeps of a remote's manifest (the part the prefetch reads). */
export interface RemoteManifestSnapshot {
  publicPath?: string;
  remoteEntry?: string;
  modules?: { moduleName: string; assets: { js: AssetLists; css: AssetLists } }[];
  /** The shared modules the remote consumes (the shell provides them). */
  shared?: { sharedName: string }[];
}

/**
 * The files a navigation to any page of a remote needs from the remote's origin: its entry, then
 * every script and stylesheet of its `./routes` module, the pages' chunks included (the manifest's
 * `async` assets), as absolute URLs.
 */
export function remoteRoutesFiles(snapshot: RemoteManifestSnapshot): string[] {
  const base = snapshot.publicPath;
  if (typeof base !== 'string' || !/^https?:\/\//.test(base)) return [];
  const routes = snapshot.modules?.find((module) => module.moduleName === ROUTES_EXPOSE)?.assets;
  const files = [
    snapshot.remoteEntry,
    ...(routes ? [...routes.js.sync, ...routes.css.sync, ...routes.js.async, ...routes.css.async] : []),
  ];
  return [...new Set(files.filter((file): file is string => Boolean(file)).map((file) => `${base}${file}`))];
}

/** Loads a remote's manifest into the federation runtime (kept there, so the click does not fetch it again). */
async function loadManifestSnapshot(name: string): Promise<RemoteManifestSnapshot | undefined> {
  const instance = getInstance();
  const moduleInfo = instance?.options.remotes.find((remote) => remote.name === name);
  if (!instance || !moduleInfo) return undefined;
  const { remoteSnapshot } = await instance.snapshotHandler.loadRemoteSnapshotInfo({
    moduleInfo,
    id: `${name}/${ROUTES_EXPOSE}`,
    initiator: 'preloadRemote',
  });
  return remoteSnapshot as RemoteManifestSnapshot;
}

/**
 * Loads the shell's own chunks of the given shared modules (React's singletons, antd's doors…) the
 * way the federation runtime would on first use, but without running them: the chunks' code is
 * registered, no module executes until a page imports it. Those not provided by the shell, or
 * already loaded, are skipped.
 */
async function loadSharedChunks(names: readonly string[]): Promise<void> {
  const instance = getInstance();
  if (!instance) return;
  const scope = instance.shareScopeMap.default ?? {};
  await Promise.all(
    names.flatMap((name) =>
      Object.values(scope[name] ?? {})
        .filter((shared) => shared.from === instance.options.name && !shared.loaded && !shared.lib)
        .map(async (shared) => {
          await shared.get();
        }),
    ),
  );
}

/** Downloads a file into the browser's HTTP cache, at low priority, without running it. */
async function downloadFile(url: string): Promise<void> {
  const response = await fetch(url, { priority: 'low' } as RequestInit);
  await response.blob();
}

export interface PrefetchDeps {
  snapshot: (name: string) => Promise<RemoteManifestSnapshot | undefined>;
  download: (url: string) => Promise<void>;
  shared: (names: readonly string[]) => Promise<void>;
}

const defaultDeps: PrefetchDeps = {
  snapshot: loadManifestSnapshot,
  download: downloadFile,
  shared: loadSharedChunks,
};

/**
 * Fetches, without running anything, what a click on a remote's pages needs: the manifest (into the
 * federation runtime), the remote entry and the scripts and stylesheets of its `./routes` module
 * (pages included) into the HTTP cache, and the shell's chunks of the shared modules the remote
 * consumes. Hashed files are cached as immutable, so the click then finds them there. Remotes are
 * taken one after the other, in link order; failures are ignored (the click loads, and reports, as
 * usual).
 */
export async function prefetchRemoteFiles(
  names: readonly string[],
  { snapshot, download, shared }: PrefetchDeps = defaultDeps,
): Promise<void> {
  for (const name of names) {
    try {
      const manifest = await snapshot(name);
      if (!manifest) continue;
      await Promise.all([
        ...remoteRoutesFiles(manifest).map((url) => download(url).catch(() => undefined)),
        shared((manifest.shared ?? []).map((module) => module.sharedName)).catch(() => undefined),
      ]);
    } catch {
      // An unreachable remote: its page shows its own fallback when visited.
    }
  }
}

/**
 * Loads, and runs, the page a link leads to: the remote's `./routes` module, then the route's own
 * `preload` (`lazyRoute`), so its code and the shared modules it needs arrive while the visitor
 * clicks, in parallel with the shell's frame, instead of after it. Failures are ignored: the page
 * itself loads (with retries) and shows its fallback.
 */
export async function preloadRemoteRoute(
  target: RemoteRouteTarget,
  load: <T>(id: string) => Promise<T | null> = loadRemote,
): Promise<void> {
  try {
    const module = await load<RemoteRoutesModule>(`${target.remote}/${ROUTES_EXPOSE}`);
    await module?.routes.find((route) => route.path === target.path)?.preload?.();
  } catch {
    // Loaded again, with retries and a fallback, when the page renders.
  }
}

const linkPathname = (target: EventTarget | null): string | undefined => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return link.pathname;
};

/**
 * Gets the remote pages a visitor is likely to open next ready: on idle after load, the files of the
 * remotes the header and footer link to are downloaded (not run, so the page's main thread stays
 * free); when a link to a remote page is pointed at, focused or touched, that page is loaded and run.
 */
export function useRemotePrefetch(config: RuntimeConfig): void {
  useEffect(() => {
    // Data saver asks for no speculative downloads; `pnpm bench` switches it off to measure a page alone.
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData || sessionStorage.getItem(PREFETCH_OFF_KEY) === 'off') return;
    const preloaded = new Set<string>();
    const onIntent = (event: Event) => {
      const pathname = linkPathname(event.target);
      const target = pathname ? remoteRouteForPath(config, pathname) : undefined;
      if (!target) return;
      const key = `${target.remote} ${target.path}`;
      if (preloaded.has(key)) return;
      preloaded.add(key);
      void preloadRemoteRoute(target);
    };
    let idleHandle: number | undefined;
    const onIdle = () => {
      performance.mark(PREFETCH_MARK);
      const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('header a[href], footer a[href]')].map(
        (link) => link.pathname,
      );
      void prefetchRemoteFiles(remotesLinkedFrom(config, hrefs));
    };
    const schedule = () => {
      idleHandle = window.requestIdleCallback
        ? window.requestIdleCallback(onIdle, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(onIdle, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      window.removeEventListener('load', schedule);
      if (idleHandle !== undefined) {
        if (window.cancelIdleCallback) window.cancelIdleCallback(idleHandle);
        else window.clearTimeout(idleHandle);
      }
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [config]);
}
