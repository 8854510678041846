// @vitest-environment jsdom
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCESS_TOKEN_KEY, configureApi, resetApiConfig } from '@andaman/shared/api-client/config';
import { z } from 'zod';
import { apiRead } from './api-read';
import { API_ERROR_CODES, ApiError, apiGet } from './http';

type Handler = (response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: { url: string; headers: Record<string, unknown> }[];

const send = (response: ServerResponse, status: number, body: string): void => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
};

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    request.resume();
    request.on('end', () => handler(response));
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
  configureApi({ apiBaseUrl: `${baseUrl}/api` });
  localStorage.clear();
});

afterEach(() => {
  resetApiConfig();
});

const schema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.object({ id: z.number() }),
});

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { message: error.message, status: error.status, code: error.code };
    throw error;
  }
  throw new Error('expected an ApiError');
};

describe('apiRead', () => {
  it('reads the data of a successful answer, with JSON and the stored bearer token', async () => {
    handler = (response) => send(response, 200, JSON.stringify({ success: true, data: { id: 7 } }));
    localStorage.setItem(ACCESS_TOKEN_KEY, 'secret');
    const answer = await apiRead<typeof schema>('/trips/AND-7K3P9Q', { headers: { 'X-Booking-Token': 't' } });
    expect(answer.data.id).toBe(7);
    expect(seen[0]?.url).toBe('/api/trips/AND-7K3P9Q');
    expect(seen[0]?.headers).toMatchObject({
      accept: 'application/json',
      authorization: 'Bearer secret',
      'x-booking-token': 't',
    });
  });

  it('removes the stored token on a 401', async () => {
    handler = (response) => send(response, 401, JSON.stringify({ success: false, message: 'Unauthorized' }));
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
    handler = (response) => send(response, status, body);
    for (const messages of [
      {},
      { fallbackMessage: 'Error fetching room data' },
      { unexpectedMessage: 'Oops' },
    ]) {
      const read = await failure(apiRead('/x', messages));
      expect(read).toEqual(await failure(apiGet('/x', schema, messages)));
    }
  });

  it('fails without an answer as apiGet does', async () => {
    configureApi({ apiBaseUrl: 'http://127.0.0.1:1/api' });
    const read = await failure(apiRead('/x', { fallbackMessage: 'Booking failed' }));
    expect(read).toEqual(await failure(apiGet('/x', schema, { fallbackMessage: 'Booking failed' })));
    expect(read.code).toBe(API_ERROR_CODES.network);
  });

  it('turns an abort into an ApiError', async () => {
    handler = (response) => setTimeout(() => send(response, 200, '{}'), 300);
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
    handler = (response) => send(response, 200, '{}');
    expect(await failure(apiRead('/x'))).toEqual({
      message: 'An unexpected error occurred',
      status: undefined,
      code: API_ERROR_CODES.timeout,
    });
    expect(timeout).toHaveBeenCalledWith(30_000);
    timeout.mockRestore();
  });
});
