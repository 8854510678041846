import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('yields with scheduler.yield where there is one', async () => {
    const schedulerYield = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('else continues after a zero-delay timer, not in the same task', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    let done = false;
    const yielded = yieldToBrowser().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await yielded;
    expect(done).toBe(true);
  });
});
