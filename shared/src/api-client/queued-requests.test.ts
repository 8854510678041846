// @vitest-environment jsdom
import { API_ERROR_CODES, ApiError } from '@andaman/shared/api-client/api-error';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  isConnectionFailure,
  postOrQueue,
  type QueuedRequest,
  queuedRequests,
  queueRequest,
  sendQueuedRequests,
  whenSettled,
} from './queued-requests';

const http = vi.hoisted(() => ({ apiPost: vi.fn() }));
vi.mock('@andaman/shared/api-client/http', async (original) => ({
  ...(await original<typeof import('@andaman/shared/api-client/http')>()),
  apiPost: http.apiPost,
}));

const noConnection = () => new ApiError('An unexpected error occurred', { code: API_ERROR_CODES.network });
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(() => {
  window.localStorage.clear();
  http.apiPost.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('requests kept for a connection (rule trips.offline.queue)', () => {
  it('are kept oldest first, once per Idempotency-Key, and a damaged store reads as empty', () => {
    queueRequest({ key: 'k1', path: '/hotel-bookings', body: { a: 1 } }, 1);
    queueRequest({ key: 'k2', path: '/hotel-bookings', body: { a: 2 } }, 2);
    queueRequest({ key: 'k1', path: '/hotel-bookings', body: { a: 1 } }, 3);
    expect(queuedRequests().map((request) => [request.key, request.queuedAt])).toEqual([
      ['k1', 1],
      ['k2', 2],
    ]);
    window.localStorage.setItem('andaman:queued-requests', '[{"key":""}]');
    expect(queuedRequests()).toEqual([]);
  });

  it('are sent oldest first, each once, and removed when answered', async () => {
    queueRequest({ key: 'k1', path: '/a', body: 1 });
    queueRequest({ key: 'k2', path: '/b', body: 2 });
    const sent: string[] = [];
    const settled = whenSettled('k2');
    await sendQueuedRequests(async (request: QueuedRequest) => {
      sent.push(request.key);
      return { data: request.key };
    });
    expect(sent).toEqual(['k1', 'k2']);
    expect(queuedRequests()).toEqual([]);
    await expect(settled).resolves.toEqual({ key: 'k2', status: 'sent', answer: { data: 'k2' } });
    await sendQueuedRequests(async () => sent.push('again'));
    expect(sent).toEqual(['k1', 'k2']);
  });

  it('are sent once even when the connection returns twice at the same time', async () => {
    queueRequest({ key: 'k1', path: '/a', body: 1 });
    const send = vi.fn(async () => ({ ok: true }));
    await Promise.all([sendQueuedRequests(send), sendQueuedRequests(send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stay queued when no answer arrives, and stop there', async () => {
    queueRequest({ key: 'k1', path: '/a', body: 1 });
    queueRequest({ key: 'k2', path: '/b', body: 2 });
    const send = vi.fn(async () => {
      throw noConnection();
    });
    await sendQueuedRequests(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queuedRequests().map((request) => request.key)).toEqual(['k1', 'k2']);
  });

  it('end with the API’s refusal, which the page is told', async () => {
    queueRequest({ key: 'k1', path: '/a', body: 1 });
    const settled = whenSettled('k1');
    await sendQueuedRequests(async () => {
      throw new ApiError('Room is not available', { status: 400 });
    });
    expect(queuedRequests()).toEqual([]);
    await expect(settled).resolves.toEqual({
      key: 'k1',
      status: 'refused',
      message: 'Room is not available',
      httpStatus: 400,
    });
  });

  it('tell no connection from an answer', () => {
    expect(isConnectionFailure(noConnection())).toBe(true);
    expect(isConnectionFailure(new ApiError('late', { code: API_ERROR_CODES.timeout }))).toBe(true);
    expect(isConnectionFailure(new ApiError('Booking failed', { status: 503 }))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
  });
});

describe('postOrQueue (rule trips.offline.queue)', () => {
  const schema = z.object({ data: z.object({ id: z.string() }) });

  it('posts at once when online', async () => {
    setOnline(true);
    http.apiPost.mockResolvedValue({ data: { id: 'b1' } });
    const onQueued = vi.fn();
    await expect(postOrQueue('/a', { x: 1 }, schema, { idempotencyKey: 'k1', onQueued })).resolves.toEqual({
      data: { id: 'b1' },
    });
    expect(onQueued).not.toHaveBeenCalled();
    expect(queuedRequests()).toEqual([]);
  });

  it('offline, keeps the request with its key and answers once the sender has sent it', async () => {
    const online = setOnline(false);
    const onQueued = vi.fn();
    const answer = postOrQueue('/hotel-bookings', { x: 1 }, schema, { idempotencyKey: 'k1', onQueued });
    await vi.waitFor(() => expect(onQueued).toHaveBeenCalled());
    expect(http.apiPost).not.toHaveBeenCalled();
    expect(queuedRequests()).toMatchObject([{ key: 'k1', path: '/hotel-bookings', body: { x: 1 } }]);

    online.mockReturnValue(true);
    http.apiPost.mockResolvedValue({ data: { id: 'b1' } });
    await sendQueuedRequests();
    await expect(answer).resolves.toEqual({ data: { id: 'b1' } });
    expect(http.apiPost).toHaveBeenCalledTimes(1);
    expect(http.apiPost).toHaveBeenCalledWith('/hotel-bookings', { x: 1 }, expect.anything(), {
      idempotencyKey: 'k1',
    });
  });

  it('keeps a request whose connection dropped during the call', async () => {
    const online = setOnline(true);
    http.apiPost.mockImplementationOnce(async () => {
      online.mockReturnValue(false);
      throw noConnection();
    });
    const onQueued = vi.fn();
    void postOrQueue('/a', {}, schema, { idempotencyKey: 'k1', onQueued });
    await vi.waitFor(() => expect(onQueued).toHaveBeenCalled());
    expect(queuedRequests()).toHaveLength(1);
  });

  it('passes on a failure while online, keeping nothing', async () => {
    setOnline(true);
    http.apiPost.mockRejectedValue(new ApiError('Booking failed', { status: 500 }));
    await expect(postOrQueue('/a', {}, schema, { idempotencyKey: 'k1' })).rejects.toThrow('Booking failed');
    expect(queuedRequests()).toEqual([]);
  });
});
