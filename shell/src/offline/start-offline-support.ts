/**
 * What the shell starts once the page has loaded (rule trips.offline): the sender of booking requests
 * kept while offline, and the service worker. Imported then, on its own, so the first load carries
 * neither.
 */
import { sendQueuedRequestsWhenOnline } from '@andaman/shared/api-client/queued-requests-sender';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { registerServiceWorker } from './register-service-worker';

export function startOfflineSupport(config: RuntimeConfig): void {
  sendQueuedRequestsWhenOnline();
  // The dev server has no worker to serve (`pnpm dev`): production builds only.
  if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator)
    void registerServiceWorker(config);
}
