/**
 * The site's one sender of booking requests kept offline (rule trips.offline.queue), light enough to start
 * on every page: it only looks at the device's queue, and fetches the sending code (`queued-requests.ts`,
 * which brings the HTTP client and the schemas) when something is waiting and the connection is there.
 */
import { localStorageIfAny } from '@andaman/shared/state/browser-storage';

/** Where the requests waiting for a connection are kept (`localStorage`). */
export const QUEUED_REQUESTS_KEY = 'andaman:queued-requests';

const somethingQueued = (): boolean => Boolean(localStorageIfAny()?.getItem(QUEUED_REQUESTS_KEY));

/**
 * Sends what is queued now and whenever the connection returns (the shell starts it after load; a remote's
 * standalone harness too). Returns the stop.
 */
export function sendQueuedRequestsWhenOnline(): () => void {
  const send = () => {
    if (navigator.onLine === false || !somethingQueued()) return;
    void import('@andaman/shared/api-client/queued-requests').then(({ sendQueuedRequests }) =>
      sendQueuedRequests(),
    );
  };
  window.addEventListener('online', send);
  send();
  return () => window.removeEventListener('online', send);
}
