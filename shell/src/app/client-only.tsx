import { type ReactNode, Suspense, startTransition, use, useEffect, useState } from 'react';

/**
 * `false` while React renders on the server (build-time pre-rendering) and in a component's first
 * render in the browser (which may hydrate that HTML), `true` from its next render: parts that depend
 * on the browser (the URL, storage) render after hydration, so the pre-rendered markup and the first
 * client render agree. The switch is a transition (time-sliced, interruptible), not the synchronous
 * re-render that `useSyncExternalStore` forces after hydration.
 */
export function useIsHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
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

/** Events that mean the visitor is reaching for the page: a deferred part hydrates at once. */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;

/** How long a deferred part waits at most for an idle moment after the load event. */
export const DEFERRED_HYDRATION_TIMEOUT_MS = 2000;

let laterGate: Promise<void> | undefined;
let laterGateOpen = false;

/**
 * Settles once the page has loaded and the browser is idle, or as soon as the visitor interacts
 * (pointer, key, focus, touch, wheel), whichever comes first.
 */
export function afterLoadAndIdle(): Promise<void> {
  if (laterGate) return laterGate;
  laterGate = new Promise<void>((resolve) => {
    const open = () => {
      if (laterGateOpen) return;
      laterGateOpen = true;
      for (const type of INTERACTION_EVENTS) window.removeEventListener(type, open, true);
      resolve();
    };
    for (const type of INTERACTION_EVENTS)
      window.addEventListener(type, open, { capture: true, passive: true });
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(open, { timeout: DEFERRED_HYDRATION_TIMEOUT_MS });
      } else {
        setTimeout(open, 0);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return laterGate;
}

/** Set on the root element of a page pre-rendered at build time (shell/scripts/prerender.mjs). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

let prerenderedPage: boolean | undefined;
/** Whether this page arrived pre-rendered (then its first render in the browser is a hydration). */
function isPrerenderedPage(): boolean {
  prerenderedPage ??= document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) ?? false;
  return prerenderedPage;
}

function WaitForLater({ children }: { children: ReactNode }) {
  if (!isServerRender() && isPrerenderedPage()) {
    const gate = afterLoadAndIdle();
    // Once open, read synchronously: a click on not yet hydrated content hydrates it at once.
    if (!laterGateOpen) use(gate);
  }
  return children;
}

/**
 * Pre-rendered content that hydrates later: after the page has loaded and the browser is idle, or at
 * once when the visitor interacts. Until then React keeps the pre-rendered HTML as it is (visible,
 * links work), so the first hydration pass (and its commit) covers only what is above it. On the
 * server, on a page that was not pre-rendered and once the gate has opened (client-side navigation
 * after that) it renders `children` at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForLater>{children}</WaitForLater>
    </Suspense>
  );
}
