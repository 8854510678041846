import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import {
  type PrefetchDeps,
  prefetchRemoteFiles,
  type RemoteManifestSnapshot,
  remoteRoutesFiles,
} from './remote-files-prefetch';
import {
  intentTarget,
  preloadRemoteRoute,
  remoteForPath,
  remoteRouteForPath,
  remotesLinkedFrom,
  remotesToPrefetch,
} from './remote-prefetch';

const config = {
  remotes: [
    { name: 'ferry', entry: 'http://f/mf-manifest.json', routes: ['/ferry', '/tickets'] },
    { name: 'hotels', entry: 'http://h/mf-manifest.json', routes: ['/hotels', '/hotels/:hotelId'] },
  ],
} as unknown as RuntimeConfig;

const hotelsSnapshot: RemoteManifestSnapshot = {
  publicPath: 'http://h/',
  remoteEntry: 'static/js/hotels.1.js',
  modules: [
    {
      moduleName: 'widgets/deals',
      assets: { js: { sync: ['static/js/widget.js'], async: [] }, css: { sync: [], async: [] } },
    },
    {
      moduleName: 'routes',
      assets: {
        js: {
          sync: ['static/js/async/routes.js'],
          async: ['static/js/async/page.js', 'static/js/async/routes.js'],
        },
        css: { sync: ['static/css/async/routes.css'], async: ['static/css/async/page.css'] },
      },
    },
  ],
};

describe('remote prefetch', () => {
  it('finds the remote that owns a path, parameters included', () => {
    expect(remoteForPath(config, '/hotels/12')).toBe('hotels');
    expect(remoteForPath(config, '/tickets')).toBe('ferry');
    expect(remoteForPath(config, '/about')).toBeUndefined();
  });

  it("loads ahead the page a link leads to, but not the page the visitor is on (its data is the page's own)", () => {
    expect(intentTarget(config, { pathname: '/hotels/12', search: '' }, '/hotels')).toEqual({
      remote: 'hotels',
      path: '/hotels/:hotelId',
      params: { hotelId: '12' },
      search: '',
    });
    expect(intentTarget(config, { pathname: '/hotels', search: '' }, '/hotels')).toBeUndefined();
    expect(intentTarget(config, { pathname: '/hotels', search: '?page=2' }, '/hotels')).toBeUndefined();
    expect(intentTarget(config, { pathname: '/hotels', search: '' }, '/ferry')?.path).toBe('/hotels');
  });

  it('finds the route pattern a path matches, for the route preload', () => {
    expect(remoteRouteForPath(config, '/hotels/12')).toEqual({
      remote: 'hotels',
      path: '/hotels/:hotelId',
      params: { hotelId: '12' },
      search: '',
    });
    expect(remoteRouteForPath(config, '/hotels', '?page=2')).toEqual({
      remote: 'hotels',
      path: '/hotels',
      params: {},
      search: '?page=2',
    });
    expect(remoteRouteForPath(config, '/contact')).toBeUndefined();
  });

  it('lists each linked remote once, ignoring query strings and shell pages', () => {
    expect(remotesLinkedFrom(config, ['/', '/hotels?x=1', '/ferry', '/hotels/3', '/contact'])).toEqual([
      'hotels',
      'ferry',
    ]);
  });

  it("prefetches the linked remotes but not the page's own (loaded already), on any of its routes", () => {
    const links = ['/', '/ferry', '/hotels', '/about'];
    expect(remotesToPrefetch(config, links, '/')).toEqual(['ferry', 'hotels']);
    expect(remotesToPrefetch(config, links, '/hotels/7')).toEqual(['ferry']);
    expect(remotesToPrefetch(config, links, '/tickets')).toEqual(['hotels']);
  });

  it("lists the remote's entry and its routes module's own files, not the pages' chunks", () => {
    expect(remoteRoutesFiles(hotelsSnapshot)).toEqual([
      'http://h/static/js/hotels.1.js',
      'http://h/static/js/async/routes.js',
      'http://h/static/css/async/routes.css',
    ]);
  });

  it('lists nothing without an absolute public path (nothing to fetch it from)', () => {
    expect(remoteRoutesFiles({ ...hotelsSnapshot, publicPath: 'auto' })).toEqual([]);
    expect(remoteRoutesFiles({ ...hotelsSnapshot, publicPath: undefined })).toEqual([]);
  });

  it("downloads each linked remote's entry and routes files", async () => {
    const deps: PrefetchDeps = {
      snapshot: vi.fn(async (name: string) => (name === 'hotels' ? hotelsSnapshot : undefined)),
      download: vi.fn(async () => undefined),
    };
    await prefetchRemoteFiles(['ferry', 'hotels'], deps);
    expect(deps.snapshot).toHaveBeenCalledWith('ferry');
    expect(deps.snapshot).toHaveBeenCalledWith('hotels');
    expect(vi.mocked(deps.download).mock.calls.map(([url]) => url)).toEqual(
      remoteRoutesFiles(hotelsSnapshot),
    );
  });

  it('carries on with the next remote when one is unreachable or a file fails', async () => {
    const deps: PrefetchDeps = {
      snapshot: vi.fn(async (name: string) => {
        if (name === 'ferry') throw new Error('manifest timed out');
        return hotelsSnapshot;
      }),
      download: vi.fn(async (url: string) => {
        if (url.endsWith('routes.js')) throw new Error('offline');
      }),
    };
    await expect(prefetchRemoteFiles(['ferry', 'hotels'], deps)).resolves.toBeUndefined();
    expect(deps.download).toHaveBeenCalledTimes(3);
  });

  it('asks for nothing when no remote is linked', async () => {
    const deps: PrefetchDeps = { snapshot: vi.fn(), download: vi.fn() };
    await prefetchRemoteFiles([], deps);
    expect(deps.snapshot).not.toHaveBeenCalled();
  });

  it("on intent, loads the remote's routes module, then preloads only the page the link leads to", async () => {
    const detail = vi.fn(async () => ({}));
    const list = vi.fn(async () => ({}));
    const load = vi.fn(async () => ({
      routes: [
        { path: '/hotels', Component: () => null, preload: list },
        { path: '/hotels/:hotelId', Component: () => null, preload: detail },
      ],
    }));
    const queries = vi.fn();
    await preloadRemoteRoute({ remote: 'hotels', path: '/hotels/:hotelId' }, load as never, queries);
    expect(load).toHaveBeenCalledWith('hotels/routes');
    // Every remote page renders inside a QueryScope: TanStack Query's runtime comes beside its code.
    expect(queries).toHaveBeenCalledTimes(1);
    expect(queries.mock.invocationCallOrder[0]).toBeLessThan(detail.mock.invocationCallOrder[0] ?? 0);
    expect(detail).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it("requests the page's code in a task after the one that ran the remote's routes", async () => {
    const preload = vi.fn(async () => ({}));
    const load = vi.fn(async () => ({ routes: [{ path: '/ferry', Component: () => null, preload }] }));
    const done = preloadRemoteRoute({ remote: 'ferry', path: '/ferry' }, load as never, vi.fn());
    // Every microtask of the current task: the routes are in, the page is not requested yet.
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(preload).not.toHaveBeenCalled();
    await done;
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it("asks for the page's data with the path's parameters and the query beside its code, only when the target has them", async () => {
    const prefetch = vi.fn(async () => undefined);
    const load = vi.fn(async () => ({
      routes: [
        { path: '/hotels/:hotelId', Component: () => null, preload: vi.fn(async () => ({})), prefetch },
      ],
    }));
    const queryClient = { name: 'the site QueryClient' };
    const prefetchData = vi.fn((run: (client: never) => Promise<unknown>) => void run(queryClient as never));
    const target = { remote: 'hotels', path: '/hotels/:hotelId', params: { hotelId: '12' } };
    await preloadRemoteRoute({ ...target, search: '?tab=rooms' }, load as never, vi.fn(), prefetchData);
    expect(prefetch).toHaveBeenCalledWith({ hotelId: '12' }, queryClient, new URLSearchParams('tab=rooms'));
    // Without parameters (the data came with the page's first view): no second request for it.
    prefetch.mockClear();
    await preloadRemoteRoute({ ...target, params: undefined }, load as never, vi.fn(), prefetchData);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('on intent, ignores a remote that fails to load or a route without preload', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    const queries = vi.fn();
    await expect(
      preloadRemoteRoute({ remote: 'hotels', path: '/hotels' }, failing as never, queries),
    ).resolves.toBeUndefined();
    const withoutPreload = vi.fn(async () => ({ routes: [{ path: '/hotels', Component: () => null }] }));
    await expect(
      preloadRemoteRoute({ remote: 'hotels', path: '/hotels' }, withoutPreload as never, queries),
    ).resolves.toBeUndefined();
    const queriesFail = vi.fn(() => {
      throw new Error('chunk failed');
    });
    await expect(
      preloadRemoteRoute({ remote: 'hotels', path: '/hotels' }, withoutPreload as never, queriesFail),
    ).resolves.toBeUndefined();
  });
});
