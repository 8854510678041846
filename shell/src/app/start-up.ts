/**
 * Start-up helpers the entry (index.ts) runs before the federation runtime has loaded anything, so
 * this module imports nothing: it stays in the entry chunk at a few hundred bytes.
 */

/** Served beside the shell with revalidation, so each environment (and each remote release) edits one file. */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

let earlyConfig: Promise<Response> | undefined;

/**
 * Requests the run-time configuration at once, while the shell's start-up chunks download, instead of
 * after they have run.
 */
export function requestRuntimeConfigEarly(): void {
  earlyConfig = fetch(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  // A failure is reported by the one who reads it (loadRuntimeConfig), not as an unhandled rejection.
  earlyConfig.catch(() => undefined);
}

/** `fetch` that answers the first request for the configuration with the early request, if one was made. */
export const fetchWithEarlyConfig: typeof fetch = (input, init) => {
  if (earlyConfig && input === RUNTIME_CONFIG_URL) {
    const response = earlyConfig;
    earlyConfig = undefined;
    return response;
  }
  return fetch(input, init);
};

/**
 * Ends the current task and continues in a new one, so the browser can handle input (and paint) in
 * between: `scheduler.yield()` where there is one (the continuation keeps its priority), else a
 * zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Settles in a task after the browser has painted its next frame (at once in a hidden tab, which
 * paints no frames): the start-up's code runs after the pre-rendered page is on screen, not between
 * its HTML and its first paint.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (document.visibilityState !== 'visible') next();
    else requestAnimationFrame(next);
  });
}
