import { type ReactNode, useEffect, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * `false` while React renders on the server (build-time pre-rendering) and while it hydrates that
 * HTML in the browser, `true` afterwards: parts that depend on the browser (the URL, storage) render
 * after hydration, so the pre-rendered markup and the first client render agree.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders `children` only in the browser, after hydration. */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useIsHydrated() ? children : null;
}

/** True while rendering on the server (no DOM): build-time pre-rendering. */
export const isServerRender = () => typeof document === 'undefined';

/**
 * Thrown on the server inside a `Suspense` boundary whose content only the browser can render (a
 * remote's page or widget): React puts the boundary's fallback into the HTML and renders the
 * content in the browser. The digest lets the browser tell this planned switch from a real error.
 */
export const CLIENT_ONLY_DIGEST = 'andaman:client-only';

export class ClientOnlyBoundaryError extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor() {
    super('Rendered in the browser only');
  }
}

/** Put inside a `Suspense` boundary on the server: the boundary's content renders in the browser only. */
export function RenderInBrowser(): never {
  throw new ClientOnlyBoundaryError();
}

/** The site's origin once hydrated (`undefined` on the server and while hydrating: unknown at build time). */
export function useSiteOrigin(): string | undefined {
  return useIsHydrated() ? window.location.origin : undefined;
}

/** Set on `<html>` once React has taken over the page (pre-rendered or not); end-to-end tests wait for it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks the document once the site's root has committed in the browser. */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
}
