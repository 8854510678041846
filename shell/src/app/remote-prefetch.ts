import { ROUTES_EXPOSE, type RuntimeConfig } from '@andaman/shared/remote-contract';
import { matchPath } from '@andaman/shared/router';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { useEffect } from 'react';

/** Marked (performance.mark) when the idle prefetch starts, so `pnpm bench` can tell it from the first load. */
export const PREFETCH_MARK = 'andaman:remote-prefetch';

/** sessionStorage key that switches the prefetch off for a tab (`pnpm bench` measures pages alone). */
export const PREFETCH_OFF_KEY = 'andaman:prefetch';

/** How long after the page's load event the idle prefetch waits at most for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/** The remote that owns `pathname`, if any. */
export function remoteForPath(config: RuntimeConfig, pathname: string): string | undefined {
  return config.remotes.find((remote) => remote.routes.some((route) => matchPath(route, pathname)))?.name;
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
 * Fetches a remote's manifest, entry and `./routes` module ahead of the click, so a navigation to it
 * costs only its page chunk. Failures are ignored: the click loads (and reports) as usual.
 */
export function prefetchRemotes(
  names: readonly string[],
  preload: typeof preloadRemote = preloadRemote,
): void {
  if (names.length === 0) return;
  void preload(
    names.map((nameOrAlias) => ({
      nameOrAlias,
      exposes: [ROUTES_EXPOSE],
      resourceCategory: 'sync' as const,
    })),
  ).catch(() => undefined);
}

const linkHref = (target: EventTarget | null): string | undefined => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return link.pathname;
};

/**
 * Prefetches the remotes a visitor is likely to open next: on idle after load, those the header and
 * footer link to; at once, the one a link under the pointer or the keyboard focus leads to.
 */
export function useRemotePrefetch(config: RuntimeConfig): void {
  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (names: string[]) => {
      const fresh = names.filter((name) => !prefetched.has(name));
      for (const name of fresh) prefetched.add(name);
      prefetchRemotes(fresh);
    };
    const onIntent = (event: Event) => {
      const href = linkHref(event.target);
      const name = href ? remoteForPath(config, href) : undefined;
      if (name) prefetch([name]);
    };
    // Data saver asks for no speculative downloads; `pnpm bench` switches it off to measure a page alone.
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (connection?.saveData || sessionStorage.getItem(PREFETCH_OFF_KEY) === 'off') return;
    let idleHandle: number | undefined;
    const onIdle = () => {
      performance.mark(PREFETCH_MARK);
      const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('header a[href], footer a[href]')].map(
        (link) => link.pathname,
      );
      prefetch(remotesLinkedFrom(config, hrefs));
    };
    const schedule = () => {
      idleHandle = window.requestIdleCallback
        ? window.requestIdleCallback(onIdle, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(onIdle, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      window.removeEventListener('load', schedule);
      if (idleHandle !== undefined) {
        if (window.cancelIdleCallback) window.cancelIdleCallback(idleHandle);
        else window.clearTimeout(idleHandle);
      }
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [config]);
}
