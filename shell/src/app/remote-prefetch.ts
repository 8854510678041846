import { type RemoteRoutesModule, ROUTES_EXPOSE, type RuntimeConfig } from '@andaman/shared/remote-contract';
import { matchPath } from '@andaman/shared/router';
import { prefetchSiteQueries, preloadQueryRuntime } from '@andaman/shared/ui/query-scope';
import { useEffect } from 'react';
import { loadRemote } from './federation';
import { yieldToBrowser } from './start-up';

/** Marked (performance.mark) when the idle prefetch starts, so `pnpm bench` can tell it from the first load. */
export const PREFETCH_MARK = 'andaman:remote-prefetch';

/** sessionStorage key that switches the prefetch off for a tab (`pnpm bench` measures pages alone). */
export const PREFETCH_OFF_KEY = 'andaman:prefetch';

/** How long after the page's load event the idle prefetch waits at most for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * A remote page the site links to: the remote, the route pattern (as in the run-time configuration)
 * and, when its data should be asked for ahead of the page, the path's parameters and the address's
 * query (`?cat=3`: a list's filters are data too).
 */
export interface RemoteRouteTarget {
  remote: string;
  path: string;
  params?: Readonly<Record<string, string | undefined>>;
  search?: string;
}

/** The remote route that owns `pathname`, if any, with the parameters of `pathname` and the `search`. */
export function remoteRouteForPath(
  config: RuntimeConfig,
  pathname: string,
  search = '',
): RemoteRouteTarget | undefined {
  for (const remote of config.remotes) {
    for (const path of remote.routes) {
      const match = matchPath(path, pathname);
      if (match) return { remote: remote.name, path, params: match.params, search };
    }
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

/**
 * The remotes the idle prefetch downloads on a page at `pathname`: those the page's links lead to,
 * except the page's own remote (loaded already: downloading its files again would only cost bytes).
 */
export function remotesToPrefetch(
  config: RuntimeConfig,
  hrefs: readonly string[],
  pathname: string,
): string[] {
  const current = remoteForPath(config, pathname);
  return remotesLinkedFrom(config, hrefs).filter((name) => name !== current);
}

/**
 * Loads, and runs, the page a link leads to: the remote's `./routes` module, then the route's own
 * `preload` (`lazyRoute`) and TanStack Query's runtime beside it (every remote page renders inside a
 * `QueryScope`), so its code and the shared modules it needs arrive while the visitor
 * clicks, in parallel with the shell's frame, instead of after it. With the target's `params`, the
 * page's data too (`RemoteRoute.prefetch`, into the site's QueryClient), beside its code.
 * Failures are ignored: the page itself loads (with retries) and shows its fallback.
 */
export async function preloadRemoteRoute(
  target: RemoteRouteTarget,
  load: <T>(id: string) => Promise<T | null> = loadRemote,
  preloadQueries: () => void = preloadQueryRuntime,
  prefetchData: typeof prefetchSiteQueries = prefetchSiteQueries,
): Promise<void> {
  try {
    const module = await load<RemoteRoutesModule>(`${target.remote}/${ROUTES_EXPOSE}`);
    // Starting the remote (its entry, its shared modules) and running its routes is one long task;
    // requesting the page's chunks and negotiating the shared modules they need starts in the next, so
    // neither task blocks input as long (paired figures in docs/performance-journal.md).
    await yieldToBrowser();
    const route = module?.routes.find((candidate) => candidate.path === target.path);
    if (route) preloadQueries();
    const { prefetch } = route ?? {};
    const { params, search } = target;
    if (prefetch && params) {
      prefetchData((queryClient) => prefetch(params, queryClient, new URLSearchParams(search)));
    }
    await route?.preload?.();
  } catch {
    // Loaded again, with retries and a fallback, when the page renders.
  }
}

/**
 * The remote page a link the visitor reaches for leads to, to load ahead; none for a link to the page
 * the visitor is on (a tab, the header's entry): its code is running and it asks for its own data, so a
 * second request would only race the page's (and could fill the cache before a deferred part of a first
 * view without data hydrates, as `hydratesFirstViewAt` avoids at start-up).
 */
export function intentTarget(
  config: RuntimeConfig,
  address: { pathname: string; search: string },
  currentPathname: string,
): RemoteRouteTarget | undefined {
  if (address.pathname === currentPathname) return undefined;
  return remoteRouteForPath(config, address.pathname, address.search);
}

const linkAddress = (target: EventTarget | null): { pathname: string; search: string } | undefined => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return { pathname: link.pathname, search: link.search };
};

/**
 * Gets the remote pages a visitor is likely to open next ready: on idle after load, the manifest,
 * entry and routes files of the remotes the header and footer link to are downloaded (not run, so the
 * page's main thread stays free); when a link to a remote page is pointed at, focused or touched,
 * that page is loaded and run.
 */
export function useRemotePrefetch(config: RuntimeConfig): void {
  useEffect(() => {
    // Data saver asks for no speculative downloads; `pnpm bench` switches it off to measure a page alone.
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData || sessionStorage.getItem(PREFETCH_OFF_KEY) === 'off') return;
    const preloaded = new Set<string>();
    const onIntent = (event: Event) => {
      const address = linkAddress(event.target);
      const target = address ? intentTarget(config, address, window.location.pathname) : undefined;
      if (!target || !address) return;
      // Per address, not per pattern: each hotel, and each of the blog's categories, has data of its own.
      const key = `${target.remote} ${address.pathname}${address.search}`;
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
      const names = remotesToPrefetch(config, hrefs, window.location.pathname);
      // Its code (the manifests' reading, the downloads) comes on idle too: not on a page's first load.
      if (names.length > 0)
        void import('./remote-files-prefetch').then(({ prefetchRemoteFiles }) => prefetchRemoteFiles(names));
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
