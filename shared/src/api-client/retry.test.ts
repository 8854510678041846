import { PAYMENT_RETRY, retryAsync } from './retry';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('retryAsync', () => {
  it('returns the first success without waiting', async () => {
    const fn = vi.fn(async () => 'ok');
    await expect(retryAsync(fn)).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('tries 3 times, 1 s apart, then rejects with the last error', async () => {
    const fn = vi.fn(async (attempt: number) => {
      throw new Error(`failure ${attempt}`);
    });
    const result = retryAsync(fn);
    const settled = expect(result).rejects.toThrow('failure 3');

    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fn).toHaveBeenCalledTimes(3);
    await settled;
    await vi.advanceTimersByTimeAsync(5000);
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('resolves as soon as a retry succeeds', async () => {
    const fn = vi.fn(async (attempt: number) => {
      if (attempt < 2) throw new Error('no redirect URL yet');
      return 'https://pay.example/redirect';
    });
    const result = retryAsync(fn);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('https://pay.example/redirect');
    expect(fn.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2]);
  });

  it('honours attempts, delayMs and shouldRetry', async () => {
    const fn = vi.fn(async () => {
      throw new Error('bad request');
    });
    const once = retryAsync(fn, { attempts: 5, delayMs: 10, shouldRetry: () => false });
    await expect(once).rejects.toThrow('bad request');
    expect(fn).toHaveBeenCalledTimes(1);

    fn.mockClear();
    const twice = retryAsync(fn, { attempts: 2, delayMs: 10 });
    const settled = expect(twice).rejects.toThrow('bad request');
    await vi.advanceTimersByTimeAsync(10);
    await settled;
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const fn = vi.fn(async () => {
      throw new Error('down');
    });
    const result = retryAsync(fn, { signal: controller.signal });
    const settled = expect(result).rejects.toThrow('left the page');
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('left the page'));
    await settled;
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('matches the spec constants', () => {
    expect(PAYMENT_RETRY).toEqual({ attempts: 3, delayMs: 1000 });
  });
});
