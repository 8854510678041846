import { type ReactNode, Suspense, use } from 'react';
import { isServerRender } from './client-only';

/** Events that mean the visitor is reaching for the page: a deferred part hydrates at once. */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'wheel'] as const;

/** How long a deferred part waits at most for an idle moment after the load event. */
const DEFERRED_HYDRATION_TIMEOUT_MS = 2000;

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
