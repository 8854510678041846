import {
  fetchWithEarlyConfig,
  RUNTIME_CONFIG_URL,
  requestRuntimeConfigEarly,
  yieldToBrowser,
} from './start-up';

describe('start-up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the first request for the configuration with the early one, later ones from the network', async () => {
    const early = new Response('{"early":true}');
    const later = new Response('{"early":false}');
    const fetchMock = vi.fn().mockResolvedValueOnce(early).mockResolvedValueOnce(later);
    vi.stubGlobal('fetch', fetchMock);

    requestRuntimeConfigEarly();
    expect(fetchMock).toHaveBeenCalledWith(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
    await expect(fetchWithEarlyConfig(RUNTIME_CONFIG_URL, { cache: 'no-cache' })).resolves.toBe(early);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchWithEarlyConfig(RUNTIME_CONFIG_URL, { cache: 'no-cache' })).resolves.toBe(later);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends other requests (the release registry) to the network', async () => {
    const registry = new Response('{}');
    const fetchMock = vi.fn().mockResolvedValueOnce(new Response('{}')).mockResolvedValueOnce(registry);
    vi.stubGlobal('fetch', fetchMock);
    requestRuntimeConfigEarly();
    await expect(fetchWithEarlyConfig('/registry.json')).resolves.toBe(registry);
    expect(fetchMock).toHaveBeenLastCalledWith('/registry.json', undefined);
  });

  it('yields to the browser with scheduler.yield where there is one, else a timer', async () => {
    const schedulerYield = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);

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
    vi.useRealTimers();
  });
});
