// @vitest-environment jsdom
import { ACCESS_TOKEN_KEY, configureApi, resetApiConfig } from '@andaman/shared/api-client/config';
import { ApiError } from '@andaman/shared/api-client/http';
import { z } from 'zod';
import { ferryRead } from './ferry-read';
import { FERRY_ERROR_MESSAGE, ferryGet, ferryPost, isTokenErrorMessage, onTokenError } from './ferry-request';

const respond = (status: number, body: unknown) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const navigation = (path = '/tickets') => ({
  navigate: vi.fn<(path: string) => void>(),
  currentPath: () => path,
});

const tripsSchema = z.object({ success: z.boolean(), data: z.array(z.object({ id: z.number() })) });

const caught = async (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => {
      if (error instanceof ApiError) return error;
      throw error;
    },
  );

beforeEach(() => {
  configureApi({ apiBaseUrl: 'http://ferry.test/api' });
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetApiConfig();
});

describe('ferry calls', () => {
  it('posts to the API base and returns the parsed answer', async () => {
    const fetchMock = respond(200, { success: true, message: 'Trips loaded', data: [{ id: 1 }] });
    vi.stubGlobal('fetch', fetchMock);
    const result = await ferryPost('/nautika/getTripData', { from: 'PB' }, tripsSchema, navigation());
    expect(result.data).toEqual([{ id: 1 }]);
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request ? request.url : '').toBe('http://ferry.test/api/nautika/getTripData');
  });

  it('rejects with the server message of a failure', async () => {
    vi.stubGlobal('fetch', respond(400, { success: false, message: 'No seats left' }));
    const nav = navigation();
    const error = await caught(ferryPost('/green-ocean/temporary-seat-block', {}, tripsSchema, nav));
    expect(error.message).toBe('No seats left');
    expect(error.status).toBe(400);
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it(`rejects with "${FERRY_ERROR_MESSAGE}" without a server message`, async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const error = await caught(ferryGet('/makruzz/x', tripsSchema, navigation()));
    expect(error.message).toBe(FERRY_ERROR_MESSAGE);
  });

  it('rejects an answer of the wrong shape with the ferry message', async () => {
    vi.stubGlobal('fetch', respond(200, { success: true, data: 'nope' }));
    const error = await caught(ferryGet('/x', tripsSchema, navigation()));
    expect(error.message).toBe(FERRY_ERROR_MESSAGE);
  });

  it('rejects a 2xx "success: false" answer with its message', async () => {
    vi.stubGlobal('fetch', respond(200, { success: false, message: 'Failed to block' }));
    const error = await caught(ferryPost('/x', {}, tripsSchema, navigation()));
    expect(error.message).toBe('Failed to block');
  });
});

describe('token errors', () => {
  it.each(['invalid token', 'jwt expired', 'jwt malformed', 'user not found'])(
    '"%s" removes the token and goes home',
    async (message) => {
      localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
      vi.stubGlobal('fetch', respond(403, { success: false, message }));
      const nav = navigation('/passenger-info');
      const error = await caught(ferryPost('/payment', {}, tripsSchema, nav));
      expect(error.message).toBe(message);
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
      expect(nav.navigate).toHaveBeenCalledWith('/');
    },
  );

  it('does not navigate when already home', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    vi.stubGlobal('fetch', respond(401, { success: false, message: 'jwt expired' }));
    const nav = navigation('/');
    await caught(ferryGet('/x', tripsSchema, nav));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('keeps the token for other messages', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    vi.stubGlobal('fetch', respond(403, { success: false, message: 'Forbidden' }));
    const nav = navigation();
    await caught(ferryGet('/x', tripsSchema, nav));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('tok');
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('isTokenErrorMessage compares trimmed and case-insensitively', () => {
    expect(isTokenErrorMessage(' JWT Expired ')).toBe(true);
    expect(isTokenErrorMessage('jwt expired soon')).toBe(false);
  });
});

describe('onTokenError', () => {
  it('defaults to full navigation with window.location', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/tickets', assign });
    onTokenError(new ApiError('jwt malformed', { status: 401, body: { message: 'jwt malformed' } }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('ferry searches read on fetch alone (rule ferry.api.errors)', () => {
  it('post the search as JSON and give its answer', async () => {
    const fetchMock = respond(200, { success: true, data: [{ id: 1 }] });
    vi.stubGlobal('fetch', fetchMock);
    const answer = await ferryRead<typeof tripsSchema>('/nautika/getTripData', { from: 'PB' }, navigation());
    expect(answer.data).toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('http://ferry.test/api/nautika/getTripData');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ from: 'PB' });
  });

  it('fail with the server message, or the ferry message without one', async () => {
    vi.stubGlobal('fetch', respond(400, { success: false, message: 'Invalid date' }));
    expect((await caught(ferryRead('/x', {}, navigation()))).message).toBe('Invalid date');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    expect((await caught(ferryRead('/x', {}, navigation()))).message).toBe(FERRY_ERROR_MESSAGE);
    vi.stubGlobal('fetch', respond(500, {}));
    expect((await caught(ferryRead('/x', {}, navigation()))).message).toBe(FERRY_ERROR_MESSAGE);
  });

  it('on a token error, remove the stored token and go home', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'old');
    vi.stubGlobal('fetch', respond(403, { success: false, message: 'jwt expired' }));
    const nav = navigation('/tickets');
    const error = await caught(ferryRead('/makruzz/schedule_search', {}, nav));
    expect(error.message).toBe('jwt expired');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(nav.navigate).toHaveBeenCalledWith('/');
  });
});
