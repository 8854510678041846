/**
 * Booking requests made without a connection (rule trips.offline.queue): kept on this device with their
 * `Idempotency-Key` and sent once the connection returns, by the one sender the shell starts
 * (`sendQueuedRequestsWhenOnline` in queued-requests-sender.ts). Kept in `localStorage` and parsed when read back; nothing is held in
 * memory but the sender's own turn, so a checkout bundles this module without sharing state with the shell
 * (whose sender, `queued-requests-sender.ts`, loads it only when something is waiting).
 *
 * Never twice: the sender takes the queue under a lock (one tab at a time), sends the oldest request
 * first, and removes it as soon as it has an answer; a request whose answer was lost is sent again with
 * the same key, which the API books once.
 */
import { API_ERROR_CODES, ApiError, isApiError } from '@andaman/shared/api-client/api-error';
import { apiPost, type ErrorMessages, parseApiResponse } from '@andaman/shared/api-client/http';
import { QUEUED_REQUESTS_KEY } from '@andaman/shared/api-client/queued-requests-sender';
import { bookingReceiptSchema } from '@andaman/shared/contracts/booking-receipt';
import { localStorageIfAny as storage } from '@andaman/shared/state/browser-storage';
import { rememberBooking } from '@andaman/shared/state/device-bookings';
import { z } from 'zod';

/** The lock that gives one tab at a time the queue. */
const LOCK_NAME = 'andaman:queued-requests';
/** The event a tab's sender dispatches for each request it has an answer for. */
const SETTLED_EVENT = 'andaman:queued-request-settled';

/** A request waiting for a connection: a `POST` to the API. */
export const queuedRequestSchema = z.object({
  /** Its `Idempotency-Key`, which also names it in the queue. */
  key: z.string().min(1),
  /** The API path (`/hotel-bookings`). */
  path: z.string().startsWith('/'),
  body: z.unknown(),
  /** When it was queued (ms since the epoch). */
  queuedAt: z.number(),
});
/** A request waiting for a connection. */
export type QueuedRequest = z.infer<typeof queuedRequestSchema>;

/** How a queued request ended: the API's answer (JSON), or its refusal's message and status. */
export type Settlement =
  | { key: string; status: 'sent'; answer: unknown }
  | { key: string; status: 'refused'; message: string; httpStatus?: number | undefined };

/** The requests waiting, oldest first (an unreadable store is empty). */
export function queuedRequests(): QueuedRequest[] {
  const text = storage()?.getItem(QUEUED_REQUESTS_KEY);
  if (!text) return [];
  try {
    const parsed = z.array(queuedRequestSchema).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const write = (requests: QueuedRequest[]) => {
  const store = storage();
  if (!store) throw new Error('This browser cannot keep the request: please send it when you are online.');
  if (requests.length === 0) store.removeItem(QUEUED_REQUESTS_KEY);
  else store.setItem(QUEUED_REQUESTS_KEY, JSON.stringify(requests));
};

/** Queues a request; one with the same key is not queued twice. Throws when the device cannot keep it. */
export function queueRequest(request: Omit<QueuedRequest, 'queuedAt'>, now = Date.now()): void {
  const waiting = queuedRequests();
  if (waiting.some((queued) => queued.key === request.key)) return;
  write([...waiting, { ...request, queuedAt: now }]);
}

/** Removes a request from the queue. */
function dropQueuedRequest(key: string): void {
  write(queuedRequests().filter((queued) => queued.key !== key));
}

/**
 * Whether a failure means no answer arrived (no connection, a timeout): the request stays queued. Any
 * answer, even a refusal, ends it.
 */
export function isConnectionFailure(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === undefined &&
    (error.code === API_ERROR_CODES.network || error.code === API_ERROR_CODES.timeout)
  );
}

/** Whether the browser says it has no connection. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Sends one queued request; the answer's booking (reference and owner token) is kept on this device. */
async function sendQueued(request: QueuedRequest): Promise<unknown> {
  const answer = await apiPost(request.path, request.body, z.unknown(), { idempotencyKey: request.key });
  const receipt = z.object({ data: bookingReceiptSchema }).safeParse(answer);
  if (receipt.success) rememberBooking(receipt.data.data);
  return answer;
}

let ownTurn: Promise<void> = Promise.resolve();

/** Runs `task` holding the queue: across tabs with the Web Locks API, else within this tab. */
function withQueueLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock is held until `task` settles; `request` answers with that promise, flattened by `then`.
  if (locks) return locks.request(LOCK_NAME, task).then(() => undefined);
  ownTurn = ownTurn.then(task, task);
  return ownTurn;
}

/**
 * Sends the queued requests, oldest first, each once; stops at the first that gets no answer (the
 * connection is gone again). Each answered request is removed before the next is sent, and announced to
 * this tab (`whenSettled`).
 */
export function sendQueuedRequests(send: (request: QueuedRequest) => Promise<unknown> = sendQueued) {
  return withQueueLock(async () => {
    for (const request of queuedRequests()) {
      let settlement: Settlement;
      try {
        settlement = { key: request.key, status: 'sent', answer: await send(request) };
      } catch (error) {
        if (isConnectionFailure(error)) return;
        settlement = {
          key: request.key,
          status: 'refused',
          message: error instanceof Error ? error.message : String(error),
          httpStatus: isApiError(error) ? error.status : undefined,
        };
      }
      dropQueuedRequest(request.key);
      window.dispatchEvent(new CustomEvent<Settlement>(SETTLED_EVENT, { detail: settlement }));
    }
  });
}

/** The settlement of the queued request `key`, when this tab's sender has it. */
export function whenSettled(key: string): Promise<Settlement> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      const settlement = (event as CustomEvent<Settlement>).detail;
      if (settlement.key !== key) return;
      window.removeEventListener(SETTLED_EVENT, listener);
      resolve(settlement);
    };
    window.addEventListener(SETTLED_EVENT, listener);
  });
}

/** Shown while a request made offline waits on the device (rule trips.offline.queue). */
export const WAITING_FOR_CONNECTION =
  'Waiting for a connection: your booking request is saved on this device and will be sent once you are back online.';
/** The label of a submit button whose request waits for a connection. */
export const WAITING_FOR_CONNECTION_LABEL = 'Waiting for a connection…';

/** What `postOrQueue` needs besides `apiPost`'s own. */
export type PostOrQueueOptions = ErrorMessages & {
  idempotencyKey: string;
  /** Called when the request is kept for later: the page says it is waiting for a connection. */
  onQueued?: () => void;
};

/**
 * `POST {path}` now; without a connection (before or during the call), the request is queued with its
 * `Idempotency-Key` and this resolves with the API's answer once the sender has sent it (or rejects with
 * the API's refusal). The answer is parsed with `schema` either way.
 */
export async function postOrQueue<S extends z.core.$ZodType>(
  path: string,
  body: unknown,
  schema: S,
  { onQueued, ...options }: PostOrQueueOptions,
): Promise<z.core.output<S>> {
  if (!isOffline()) {
    try {
      return await apiPost(path, body, schema, options);
    } catch (error) {
      if (!(isConnectionFailure(error) && isOffline())) throw error;
    }
  }
  const settled = whenSettled(options.idempotencyKey);
  queueRequest({ key: options.idempotencyKey, path, body });
  onQueued?.();
  // The connection may be back already, its `online` event gone before the request was queued.
  if (!isOffline()) void sendQueuedRequests();
  const settlement = await settled;
  if (settlement.status === 'refused') {
    throw new ApiError(settlement.message, { status: settlement.httpStatus });
  }
  return parseApiResponse(schema, settlement.answer, options.fallbackMessage);
}
