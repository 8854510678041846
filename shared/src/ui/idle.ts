/** How long after the load event a part waiting for an idle moment waits at most. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`); returns its cancel.
 * Stateless (bundled into each app).
 */
export function onIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}
