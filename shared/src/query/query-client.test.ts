import { ApiError } from '@andaman/shared/api-client/http';
import {
  createQueryClient,
  isPermanentFailure,
  MAX_RETRY_DELAY_MS,
  QUERY_GC_TIME_MS,
  queryRetryDelay,
  shouldRetryQuery,
} from './query-client';

describe('retry rules', () => {
  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(MAX_RETRY_DELAY_MS).toBe(30_000);
  });

  it('retries 3 times at most', () => {
    const error = new ApiError('Server error', { status: 500 });
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, true, false]);
  });

  it('does not retry client errors, except 408 and 429', () => {
    expect(isPermanentFailure(new ApiError('Not found', { status: 404 }))).toBe(true);
    expect(isPermanentFailure(new ApiError('Bad request', { status: 400 }))).toBe(true);
    expect(isPermanentFailure(new ApiError('Slow down', { status: 429 }))).toBe(false);
    expect(isPermanentFailure(new ApiError('Timeout', { status: 408 }))).toBe(false);
    expect(isPermanentFailure(new ApiError('Down', { status: 503 }))).toBe(false);
    expect(isPermanentFailure(new ApiError('Offline', { code: 'NETWORK_ERROR' }))).toBe(false);
    expect(isPermanentFailure(new Error('other'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Not found', { status: 404 }))).toBe(false);
  });
});

describe('createQueryClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps unused data 5 minutes and does not retry mutations', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('retries a failing query 3 times with back-off', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new ApiError('Down', { status: 503 });
    });
    const result = client.fetchQuery({ queryKey: ['down'], queryFn });
    const settled = expect(result).rejects.toThrow('Down');
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    client.clear();
  });

  it('does not retry a 404', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new ApiError("This hotel doesn't exist", { status: 404 });
    });
    await expect(client.fetchQuery({ queryKey: ['missing'], queryFn })).rejects.toThrow("doesn't exist");
    expect(queryFn).toHaveBeenCalledTimes(1);
    client.clear();
  });

  it('does not retry a failed mutation', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn(async () => {
      throw new ApiError('Booking failed', { status: 500 });
    });
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toThrow('Booking failed');
    expect(mutationFn).toHaveBeenCalledTimes(1);
    client.clear();
  });

  it('lets the caller override the defaults', () => {
    const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
    expect(client.getDefaultOptions().queries?.gcTime).toBe(QUERY_GC_TIME_MS);
  });
});
