/**
 * What the browser renders and pre-rendering (at build time, in Node) does not: a plain check and a
 * component for a subtree. A value only the browser knows waits for hydration with `useIsHydrated`
 * (`@andaman/shared/ui/hydration`, with the rest of part-by-part hydration).
 */
import { type ReactNode, Suspense } from 'react';

/** Set on the root element of a page pre-rendered at build time (shell/scripts/prerender.mjs). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** True while rendering on the server (no DOM): build-time pre-rendering. */
export const isServerRender = () => typeof document === 'undefined';

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
