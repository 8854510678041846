import { createRemoteModuleCache, REMOTE_LOAD_ATTEMPTS, RemoteUnavailableError } from './remote-modules';

describe('remote module cache', () => {
  it('returns one stable promise per module id', async () => {
    const load = vi.fn(async () => ({ routes: [] }));
    const cache = createRemoteModuleCache(load as never, 0);
    const first = cache.get('ferry/routes');
    expect(cache.get('ferry/routes')).toBe(first);
    await first;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failing load before giving up with RemoteUnavailableError', async () => {
    const load = vi.fn(async () => {
      throw new Error('manifest 404');
    });
    const cache = createRemoteModuleCache(load as never, 0);
    await expect(cache.get('hotels/routes')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(load).toHaveBeenCalledTimes(REMOTE_LOAD_ATTEMPTS);
  });

  it('succeeds when a retry succeeds', async () => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return { default: 'widget' };
    });
    const cache = createRemoteModuleCache(load as never, 0);
    await expect(cache.get('holidays/widgets/holiday-packages')).resolves.toEqual({ default: 'widget' });
  });

  it('keeps a failure (so the fallback shows) until forget, then loads afresh', async () => {
    let available = false;
    const load = vi.fn(async () => {
      if (!available) throw new Error('offline');
      return { routes: [] };
    });
    const cache = createRemoteModuleCache(load as never, 0);
    const failed = cache.get('blog/routes');
    await expect(failed).rejects.toThrow(RemoteUnavailableError);
    expect(cache.get('blog/routes')).toBe(failed);
    available = true;
    cache.forget('blog');
    await expect(cache.get('blog/routes')).resolves.toEqual({ routes: [] });
  });

  it('forgets only the modules of the named remote', async () => {
    const load = vi.fn(async (id: string) => ({ id }));
    const cache = createRemoteModuleCache(load as never, 0);
    const ferry = cache.get('ferry/routes');
    const blog = cache.get('blog/routes');
    cache.forget('ferry');
    expect(cache.get('ferry/routes')).not.toBe(ferry);
    expect(cache.get('blog/routes')).toBe(blog);
  });
});
