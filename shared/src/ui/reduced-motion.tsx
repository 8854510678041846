import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener?.('change', onChange);
  return () => media.removeEventListener?.('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY).matches
    : false;
}

/**
 * Whether the visitor asked the system for reduced motion; follows changes live. Carousels
 * stop autoplaying and marquees stop scrolling when it is true.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/**
 * The same for what renders no different markup (antd's motion token): in the render that hydrates
 * server HTML it is already the visitor's setting. With `usePrefersReducedMotion` a visitor who prefers
 * reduced motion gets a second render right after hydration; from a provider, that change reaches the
 * parts still waiting for their code, and React renders them afresh instead of hydrating them.
 */
export function usePrefersReducedMotionInStyles(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
