import { ACCESS_TOKEN_KEY, configureApi, resetApiConfig } from '@andaman/shared/api-client/config';
import { ApiError } from '@andaman/shared/api-client/http';
import { z } from 'zod';
import {
  FERRY_ERROR_MESSAGE,
  type FerryCallContext,
  ferryGet,
  ferryPost,
  handleFerryError,
  handleFerrySuccess,
  isTokenErrorMessage,
} from './ferry-api';

const respond = (status: number, body: unknown) =>
  vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const makeContext = (path = '/tickets') => {
  const notifier = { success: vi.fn<(message: string) => void>(), error: vi.fn<(message: string) => void>() };
  const navigate = vi.fn<(path: string) => void>();
  const context: FerryCallContext = { notifier, navigate, currentPath: () => path };
  return { context, notifier, navigate };
};

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
  it('returns the parsed answer and shows a server success message', async () => {
    const fetchMock = respond(200, { success: true, message: 'Trips loaded', data: [{ id: 1 }] });
    vi.stubGlobal('fetch', fetchMock);
    const { context, notifier } = makeContext();
    const result = await ferryPost('/nautika/getTripData', { from: 'PB' }, tripsSchema, context);
    expect(result.data).toEqual([{ id: 1 }]);
    expect(notifier.success).toHaveBeenCalledWith('Trips loaded');
    expect(notifier.error).not.toHaveBeenCalled();
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request instanceof Request ? request.url : '').toBe('http://ferry.test/api/nautika/getTripData');
  });

  it('shows no toast for a success without a message', async () => {
    vi.stubGlobal('fetch', respond(200, { success: true, data: [] }));
    const { context, notifier } = makeContext();
    await ferryGet('/common/wallet-balances', tripsSchema, { ...context, searchParams: { makruzz: true } });
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it('shows the server message of a failure and rejects with it', async () => {
    vi.stubGlobal('fetch', respond(400, { success: false, message: 'No seats left' }));
    const { context, notifier, navigate } = makeContext();
    const error = await caught(ferryPost('/green-ocean/temporary-seat-block', {}, tripsSchema, context));
    expect(error.message).toBe('No seats left');
    expect(error.status).toBe(400);
    expect(notifier.error).toHaveBeenCalledWith('No seats left');
    expect(navigate).not.toHaveBeenCalled();
  });

  it(`shows "${FERRY_ERROR_MESSAGE}" without a server message`, async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const { context, notifier } = makeContext();
    const error = await caught(ferryGet('/makruzz/x', tripsSchema, context));
    expect(error.message).toBe(FERRY_ERROR_MESSAGE);
    expect(notifier.error).toHaveBeenCalledWith(FERRY_ERROR_MESSAGE);
  });

  it('stays silent when asked, but still rejects', async () => {
    vi.stubGlobal('fetch', respond(500, { success: false, message: 'Layout missing' }));
    const { context, notifier } = makeContext();
    const error = await caught(
      ferryPost('/green-ocean/seat-layout', {}, tripsSchema, { ...context, silent: true }),
    );
    expect(error.message).toBe('Layout missing');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('rejects an answer of the wrong shape with the ferry message', async () => {
    vi.stubGlobal('fetch', respond(200, { success: true, data: 'nope' }));
    const { context, notifier } = makeContext();
    const error = await caught(ferryGet('/x', tripsSchema, context));
    expect(error.message).toBe(FERRY_ERROR_MESSAGE);
    expect(notifier.error).toHaveBeenCalledWith(FERRY_ERROR_MESSAGE);
    expect(notifier.success).not.toHaveBeenCalled();
  });
});

describe('token errors', () => {
  it.each(['invalid token', 'jwt expired', 'jwt malformed', 'user not found'])(
    '"%s" removes the token and goes home',
    async (message) => {
      localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
      vi.stubGlobal('fetch', respond(403, { success: false, message }));
      const { context, notifier, navigate } = makeContext('/passenger-info');
      await caught(ferryPost('/payment', {}, tripsSchema, context));
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/');
      expect(notifier.error).toHaveBeenCalledWith(message);
    },
  );

  it('does not navigate when already home', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    vi.stubGlobal('fetch', respond(401, { success: false, message: 'jwt expired' }));
    const { context, navigate } = makeContext('/');
    await caught(ferryGet('/x', tripsSchema, context));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the token for other messages', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
    vi.stubGlobal('fetch', respond(403, { success: false, message: 'Forbidden' }));
    const { context, navigate } = makeContext();
    await caught(ferryGet('/x', tripsSchema, context));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('isTokenErrorMessage compares trimmed and case-insensitively', () => {
    expect(isTokenErrorMessage(' JWT Expired ')).toBe(true);
    expect(isTokenErrorMessage('jwt expired soon')).toBe(false);
  });
});

describe('handlers', () => {
  it('handleFerryError rewrites a non-server message to the ferry message', () => {
    const { context, notifier } = makeContext();
    const error = handleFerryError(new ApiError('An unexpected error occurred', { status: 500 }), context);
    expect(error.message).toBe(FERRY_ERROR_MESSAGE);
    expect(error.status).toBe(500);
    expect(notifier.error).toHaveBeenCalledWith(FERRY_ERROR_MESSAGE);
  });

  it('handleFerryError says nothing about an aborted call', () => {
    const { context, notifier } = makeContext();
    handleFerryError(new DOMException('The operation was aborted.', 'AbortError'), context);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('handleFerrySuccess shows a 2xx "success: false" message as an error', () => {
    const { context, notifier } = makeContext();
    handleFerrySuccess({ success: false, message: 'Failed to block' }, context);
    expect(notifier.error).toHaveBeenCalledWith('Failed to block');
    expect(notifier.success).not.toHaveBeenCalled();
  });

  it('defaults to full navigation with window.location', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/tickets', assign });
    const notifier = { success: vi.fn(), error: vi.fn() };
    handleFerryError(new ApiError('jwt malformed', { status: 401, body: { message: 'jwt malformed' } }), {
      notifier,
    });
    expect(assign).toHaveBeenCalledWith('/');
  });
});
