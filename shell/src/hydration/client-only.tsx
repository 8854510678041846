/**
 * What the browser renders and pre-rendering (at build time, in Node) does not. Three names, one for
 * each place the question is asked: a plain check, a hook for a value, a component for a subtree.
 */
import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';

/** True while rendering on the server (no DOM): build-time pre-rendering. */
export const isServerRender = () => typeof document === 'undefined';

/**
 * `false` on the server and in a component's first render in the browser (which may hydrate that HTML),
 * `true` from its next render: a value only the browser knows (the site's origin) joins after hydration,
 * so the pre-rendered markup and the first browser render agree. The switch is a transition
 * (interruptible), not the synchronous re-render `useSyncExternalStore` forces after hydration.
 */
export function useIsHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}

/**
 * The digest of the planned error `ClientOnly` throws on the server: the pre-renderer and hydration
 * tell it from a real error by it.
 */
export const CLIENT_ONLY_DIGEST = 'andaman:client-only';

class ClientOnlyBoundaryError extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor() {
    super('Rendered in the browser only');
  }
}

function RenderInBrowser(): never {
  throw new ClientOnlyBoundaryError();
}

/**
 * `children` rendered in the browser only (a remote's page or widget, the delivery overlay): on the
 * server the boundary throws its planned error, React puts `fallback` into the HTML, and the browser
 * renders `children` in its place. Like `Suspense`, it also shows `fallback` while `children` suspend.
 */
export function ClientOnly({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return <Suspense fallback={fallback}>{isServerRender() ? <RenderInBrowser /> : children}</Suspense>;
}
