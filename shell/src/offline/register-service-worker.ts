/** Registers the site's service worker (rule trips.offline, docs/offline.md). */
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { serviceWorkerUrl } from './offline-routes';

/** The worker's script, at the root of the site (rsbuild.sw.config.ts). */
export const SERVICE_WORKER_SCRIPT = '/sw.js';

/**
 * Registers the worker with the remotes' origins and the API in its URL. QA's override origins are
 * left out: an override in one tab must not replace the worker of every tab.
 */
export function registerServiceWorker(config: RuntimeConfig): Promise<ServiceWorkerRegistration | undefined> {
  const overrideOrigins = new Set(config.overrideOrigins ?? []);
  const remotes = config.remotes.filter(
    (remote) => !overrideOrigins.has(new URL(remote.entry, location.href).origin),
  );
  const url = serviceWorkerUrl(SERVICE_WORKER_SCRIPT, { ...config, remotes }, location.origin);
  return navigator.serviceWorker
    .register(url, { scope: '/', updateViaCache: 'none' })
    .catch((error: unknown) => {
      // The site works without it (a private window, a blocked worker): only offline use is lost.
      console.warn('[shell] offline use unavailable', error instanceof Error ? error.message : error);
      return undefined;
    });
}
