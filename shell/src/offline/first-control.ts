/**
 * Calls `callback` when the service worker takes over a page that had none when it loaded (the first
 * visit: the worker installs after the page). Returns the unsubscribe. A page already controlled, or a
 * browser without workers, never calls it.
 */
export function onFirstControl(callback: () => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container || container.controller) return () => undefined;
  const listener = () => callback();
  container.addEventListener('controllerchange', listener, { once: true });
  return () => container.removeEventListener('controllerchange', listener);
}
