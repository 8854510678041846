/**
 * Ends the current task and continues in a new one, so the browser can handle input (and paint) in
 * between: `scheduler.yield()` where there is one (the continuation keeps its priority), else a
 * zero-delay timer.
 *
 * Bundled (stateless): the shell's start-up and every remote's page loaders use it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
