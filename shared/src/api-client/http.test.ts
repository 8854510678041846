// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCESS_TOKEN_KEY, configureApi, resetApiConfig } from '@andaman/shared/api-client/config';
import { z } from 'zod';
import { apiRead } from './api-read';
import {
  API_ERROR_CODES,
  ApiError,
  apiGet,
  apiPost,
  createHttpClient,
  createIdempotencyKey,
  DEFAULT_ERROR_MESSAGE,
  getHttp,
  parseApiResponse,
  serverMessage,
  toApiError,
} from './http';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Handler = (request: Seen, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[];

const sendRaw = (response: ServerResponse, status: number, body: string): void => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
};

const sendJson = (response: ServerResponse, status: number, body: unknown): void =>
  sendRaw(response, status, JSON.stringify(body));

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = (_request, response) => sendJson(response, 200, { success: true, data: { id: 1 } });
  configureApi({ apiBaseUrl: `${baseUrl}/api` });
  localStorage.clear();
});

afterEach(() => {
  resetApiConfig();
});

const envelope = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ id: z.number() }),
});

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected a rejection');
};

describe('apiGet', () => {
  it('prefixes the configured base, sends the query and parses with the given schema', async () => {
    const result = await apiGet('/activity', envelope, { searchParams: { limit: 4, skip: undefined } });
    expect(result).toEqual({ success: true, data: { id: 1 } });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/api/activity?limit=4');
    expect(seen[0]?.headers.accept).toContain('application/json');
  });

  it('accepts paths with or without a leading slash', async () => {
    await apiGet('locations', envelope);
    await apiGet('/locations', envelope);
    expect(seen.map((request) => request.url)).toEqual(['/api/locations', '/api/locations']);
  });

  it('follows a base changed at run time', async () => {
    configureApi({ apiBaseUrl: `${baseUrl}/v2/` });
    await apiGet('/locations', envelope);
    expect(seen[0]?.url).toBe('/v2/locations');
  });

  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'abc.def');
    await apiGet('/locations', envelope);
    expect(seen[0]?.headers.authorization).toBe('Bearer abc.def');
  });

  it('sends no authorization header without a token', async () => {
    await apiGet('/locations', envelope);
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });
});

describe('apiPost', () => {
  it('sends JSON, extra headers and the Idempotency-Key', async () => {
    await apiPost('/payment', { amount: 100 }, envelope, {
      headers: { 'x-trace': 't1' },
      idempotencyKey: 'key-1',
    });
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toContain('application/json');
    expect(request?.headers['idempotency-key']).toBe('key-1');
    expect(request?.headers['x-trace']).toBe('t1');
    expect(JSON.parse(request?.body ?? '')).toEqual({ amount: 100 });
  });

  it('is not retried by ky after a server error', async () => {
    handler = (_request, response) => sendJson(response, 503, { success: false, message: 'Busy' });
    await rejection(apiPost('/payment', {}, envelope));
    handler = (_request, response) => sendJson(response, 503, { success: false, message: 'Busy' });
    await rejection(apiGet('/locations', envelope));
    expect(seen).toHaveLength(2);
  });
});

describe('errors', () => {
  it("uses the server's message first", async () => {
    handler = (_request, response) => sendJson(response, 400, { success: false, message: 'Room not found' });
    const error = await rejection(
      apiGet('/hotels/rooms/9', envelope, { fallbackMessage: 'Error fetching room data' }),
    );
    expect(error.message).toBe('Room not found');
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ success: false, message: 'Room not found' });
  });

  it('falls back to the caller message, then the default', async () => {
    handler = (_request, response) => sendJson(response, 500, { success: false });
    const withFallback = await rejection(apiGet('/x', envelope, { fallbackMessage: 'Booking failed' }));
    expect(withFallback.message).toBe('Booking failed');
    expect(withFallback.status).toBe(500);

    handler = (_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };
    const withoutFallback = await rejection(apiGet('/x', envelope));
    expect(withoutFallback.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(withoutFallback.body).toBe('<h1>Bad gateway</h1>');
  });

  it('ignores a blank server message', async () => {
    handler = (_request, response) => sendJson(response, 500, { success: false, message: '  ' });
    expect((await rejection(apiGet('/x', envelope, { fallbackMessage: 'Fallback' }))).message).toBe(
      'Fallback',
    );
  });

  it('keeps a server error code', async () => {
    handler = (_request, response) => sendJson(response, 409, { code: 'seat_taken', message: 'Seat taken' });
    const error = await rejection(apiPost('/x', {}, envelope));
    expect(error.code).toBe('seat_taken');
  });

  it('removes the stored token on a 401 and passes the error on', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'stale');
    handler = (_request, response) => sendJson(response, 401, { success: false, message: 'Unauthorized' });
    const error = await rejection(apiGet('/x', envelope));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthorized');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('keeps the token on other errors', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'kept');
    handler = (_request, response) => sendJson(response, 403, { success: false, message: 'Forbidden' });
    await rejection(apiGet('/x', envelope));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('kept');
  });

  it('turns a timeout into an ApiError', async () => {
    handler = (_request, response) => {
      setTimeout(() => sendJson(response, 200, { success: true, data: { id: 1 } }), 300);
    };
    const client = createHttpClient({ prefixUrl: `${baseUrl}/api`, timeout: 50 });
    const error = await client('slow')
      .json()
      .then(
        () => undefined,
        (thrown: unknown) => toApiError(thrown, { fallbackMessage: 'Failed', unexpectedMessage: 'Too long' }),
      );
    expect(error?.code).toBe(API_ERROR_CODES.timeout);
    expect(error?.message).toBe('Too long');
  });

  it('uses a 30 s timeout by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      handler = () => {
        // Never answers.
      };
      const pending = rejection(apiGet('/hang', envelope));
      await vi.advanceTimersByTimeAsync(29_999);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error.code).toBe(API_ERROR_CODES.timeout);
      expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "An unexpected error occurred" when no answer arrives, not the fallback for an answer', async () => {
    configureApi({ apiBaseUrl: 'http://127.0.0.1:1/api' });
    const error = await rejection(apiGet('/x', envelope, { fallbackMessage: 'Booking failed' }));
    expect(error.code).toBe(API_ERROR_CODES.network);
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(error.status).toBeUndefined();
  });

  it("uses the caller's unexpected message when no answer arrives", async () => {
    configureApi({ apiBaseUrl: 'http://127.0.0.1:1/api' });
    const error = await rejection(
      apiGet('/x', envelope, {
        fallbackMessage: 'An error occurred',
        unexpectedMessage: 'An error occurred',
      }),
    );
    expect(error.message).toBe('An error occurred');
  });

  it('gives an answer of the wrong shape the fallback (the server answered)', async () => {
    handler = (_request, response) => sendJson(response, 200, { success: true, data: { id: 'one' } });
    const error = await rejection(apiGet('/x', envelope, { fallbackMessage: 'Booking failed' }));
    expect(error.message).toBe('Booking failed');
  });

  it('turns an answer of the wrong shape into an ApiError', async () => {
    handler = (_request, response) => sendJson(response, 200, { success: true, data: { id: 'one' } });
    const error = await rejection(apiGet('/x', envelope));
    expect(error.code).toBe(API_ERROR_CODES.invalidResponse);
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('surfaces the message of a 200 failure body that does not fit the schema', async () => {
    handler = (_request, response) => sendJson(response, 200, { success: false, message: 'No seats left' });
    expect((await rejection(apiGet('/x', envelope))).message).toBe('No seats left');
  });

  it('turns an abort into an ApiError', async () => {
    handler = () => {
      // Never answers.
    };
    const controller = new AbortController();
    const pending = rejection(apiGet('/x', envelope, { signal: controller.signal }));
    controller.abort();
    expect((await pending).code).toBe(API_ERROR_CODES.aborted);
  });
});

describe('helpers', () => {
  it('serverMessage reads a non-blank message only', () => {
    expect(serverMessage({ success: false, message: 'Nope' })).toBe('Nope');
    expect(serverMessage({ message: '' })).toBeUndefined();
    expect(serverMessage({ message: 42 })).toBeUndefined();
    expect(serverMessage('text')).toBeUndefined();
    expect(serverMessage(null)).toBeUndefined();
  });

  it('toApiError keeps an ApiError and wraps anything else', () => {
    const original = new ApiError('Kept', { status: 404 });
    expect(toApiError(original, { fallbackMessage: 'Other' })).toBe(original);
    const wrapped = toApiError(new Error('boom'));
    expect(wrapped).toBeInstanceOf(ApiError);
    expect(wrapped.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(wrapped.cause).toBeInstanceOf(Error);
  });

  it('parseApiResponse returns the parsed value', () => {
    expect(parseApiResponse(envelope, { success: true, data: { id: 2 }, extra: 1 })).toEqual({
      success: true,
      data: { id: 2 },
    });
  });

  it('getHttp reuses one instance per base', () => {
    expect(getHttp()).toBe(getHttp());
  });

  it('createIdempotencyKey gives distinct keys', () => {
    const keys = new Set(Array.from({ length: 20 }, createIdempotencyKey));
    expect(keys.size).toBe(20);
  });
});

/** What a traveller and the code see of a failure. */
const failure = async (promise: Promise<unknown>) => {
  const { message, status, code } = await rejection(promise);
  return { message, status, code };
};

describe('apiRead', () => {
  it('reads the data of a successful answer, with JSON and the stored bearer token', async () => {
    handler = (_request, response) => sendJson(response, 200, { success: true, data: { id: 7 } });
    localStorage.setItem(ACCESS_TOKEN_KEY, 'secret');
    const answer = await apiRead<typeof envelope>('/trips/AND-7K3P9Q', {
      headers: { 'X-Booking-Token': 't' },
    });
    expect(answer.data.id).toBe(7);
    expect(seen[0]?.url).toBe('/api/trips/AND-7K3P9Q');
    expect(seen[0]?.headers).toMatchObject({
      accept: 'application/json',
      authorization: 'Bearer secret',
      'x-booking-token': 't',
    });
  });

  it('sends a search body as JSON with POST, and reads its answer alike', async () => {
    handler = (_request, response) => sendJson(response, 200, { success: true, data: { id: 8 } });
    const answer = await apiRead<typeof envelope>('/makruzz/schedule_search', {
      body: { data: { from: 1 } },
    });
    expect(answer.data.id).toBe(8);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ data: { from: 1 } });
    await apiRead('/trips/x');
    expect(seen[1]?.method).toBe('GET');
  });

  it('removes the stored token on a 401', async () => {
    handler = (_request, response) => sendJson(response, 401, { success: false, message: 'Unauthorized' });
    localStorage.setItem(ACCESS_TOKEN_KEY, 'secret');
    await failure(apiRead('/trips/x'));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  // The one promise of `apiRead`: whatever goes wrong, the traveller reads what `apiGet` would have said.
  it.each([
    ['an error status with a message', 404, JSON.stringify({ success: false, message: 'Booking not found' })],
    [
      'an error status with a code',
      409,
      JSON.stringify({ success: false, message: 'Taken', code: 'seats-taken' }),
    ],
    ['an error status without a body', 500, ''],
    ['an error status with a text body', 502, 'Bad gateway'],
    ['a 200 that is not a success', 200, JSON.stringify({ success: false, message: 'Sold out' })],
    ['a 200 that is not a success, without a message', 200, JSON.stringify({ success: false })],
    ['a 200 that is not JSON', 200, '<html>'],
    ['an empty 200', 200, ''],
  ])('fails on %s as apiGet does', async (_name, status, body) => {
    handler = (_request, response) => sendRaw(response, status, body);
    for (const messages of [
      {},
      { fallbackMessage: 'Error fetching room data' },
      { unexpectedMessage: 'Oops' },
    ]) {
      const read = await failure(apiRead('/x', messages));
      expect(read).toEqual(await failure(apiGet('/x', envelope, messages)));
    }
  });

  it('fails without an answer as apiGet does', async () => {
    configureApi({ apiBaseUrl: 'http://127.0.0.1:1/api' });
    const read = await failure(apiRead('/x', { fallbackMessage: 'Booking failed' }));
    expect(read).toEqual(await failure(apiGet('/x', envelope, { fallbackMessage: 'Booking failed' })));
    expect(read.code).toBe(API_ERROR_CODES.network);
  });

  it('turns an abort into an ApiError', async () => {
    handler = (_request, response) => setTimeout(() => sendRaw(response, 200, '{}'), 300);
    const controller = new AbortController();
    const pending = failure(apiRead('/x', { signal: controller.signal }));
    controller.abort();
    expect((await pending).code).toBe(API_ERROR_CODES.aborted);
  });

  it('gives up after 30 s, as a timeout', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController();
      controller.abort(new DOMException('timed out', 'TimeoutError'));
      return controller.signal;
    });
    handler = (_request, response) => sendRaw(response, 200, '{}');
    expect(await failure(apiRead('/x'))).toEqual({
      message: 'An unexpected error occurred',
      status: undefined,
      code: API_ERROR_CODES.timeout,
    });
    expect(timeout).toHaveBeenCalledWith(30_000);
    timeout.mockRestore();
  });
});
