// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUEUED_REQUESTS_KEY, sendQueuedRequestsWhenOnline } from './queued-requests-sender';

const queue = vi.hoisted(() => ({ sendQueuedRequests: vi.fn(async () => undefined) }));
vi.mock('@andaman/shared/api-client/queued-requests', () => queue);

let stop: () => void = () => undefined;
beforeEach(() => {
  window.localStorage.clear();
  queue.sendQueuedRequests.mockClear();
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

describe('the sender of requests kept offline (rule trips.offline.queue)', () => {
  it('loads nothing and sends nothing while the queue is empty', async () => {
    stop = sendQueuedRequestsWhenOnline();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queue.sendQueuedRequests).not.toHaveBeenCalled();
  });

  it('sends what is queued at start, and again when the connection returns', async () => {
    window.localStorage.setItem(QUEUED_REQUESTS_KEY, '[{"key":"k1"}]');
    stop = sendQueuedRequestsWhenOnline();
    await vi.waitFor(() => expect(queue.sendQueuedRequests).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(queue.sendQueuedRequests).toHaveBeenCalledTimes(2));
  });

  it('waits while the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.localStorage.setItem(QUEUED_REQUESTS_KEY, '[{"key":"k1"}]');
    stop = sendQueuedRequestsWhenOnline();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queue.sendQueuedRequests).not.toHaveBeenCalled();
  });
});
