import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { createTestQueryClient, renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';

/**
 * The contract test every remote runs on its `./routes` module: it exposes exactly the paths of the
 * route table it owns (the ones `runtime-config.json` assigns to it), and each page either renders a
 * level-1 heading or, lacking what it needs (a saved search, a query parameter), sends the visitor
 * elsewhere, as a page of the site must.
 */
export function describeRemoteRoutes(remote: string, routes: RemoteRoute[], ownedPaths: string[]): void {
  describe(`${remote} remote routes`, () => {
    it('exposes exactly the paths it owns in the route table', () => {
      expect(routes.map((route) => route.path)).toEqual(ownedPaths);
    });

    it('lets the shell preload every page before it renders (built with lazyRoute)', async () => {
      for (const route of routes) {
        expect(route.preload, `${route.path} has no preload`).toBeTypeOf('function');
        const page = (await route.preload?.()) as Record<string, unknown>;
        expect(Object.values(page).some((value) => typeof value === 'function')).toBe(true);
      }
      // The first import of every page (antd's pickers and selects under jsdom) is slow on a busy machine.
    }, 120_000);

    // A first view rendered per request (a route with parameters) is rendered with what `prefetch` put
    // in the cache: it must be what the page reads, or the server renders a loading state.
    const perRequest = routes.filter((route) => route.firstView && route.path.includes(':'));
    it.each(perRequest.map((route) => [route.path, route] as const))(
      '%s prefetches the queries its page reads',
      async (path, route) => {
        expect(route.prefetch, `${path} declares a first view but no prefetch`).toBeTypeOf('function');
        vi.stubGlobal('fetch', () => new Promise(() => undefined));
        try {
          const queryClient = createTestQueryClient();
          const params = Object.fromEntries(
            [...path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, '1']),
          );
          void route.prefetch?.(params, queryClient);
          await waitFor(() => expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0));
          const prefetched = queryClient.getQueryCache().getAll();
          renderWithProviders(
            <Suspense>
              <route.Component />
            </Suspense>,
            { route: path.replace(/:[A-Za-z]+/g, '1'), path, queryClient },
          );
          await waitFor(
            () => {
              for (const query of prefetched) {
                expect(
                  query.getObserversCount(),
                  `the page does not read ${query.queryHash}`,
                ).toBeGreaterThan(0);
              }
            },
            { timeout: 15_000 },
          );
        } finally {
          vi.unstubAllGlobals();
        }
      },
    );

    it.each(routes.map((route) => [route.path, route] as const))(
      'renders a page for %s, or redirects',
      async (path, route) => {
        const url = path.replace(/:[A-Za-z]+/g, '1');
        const { getLocation } = renderWithProviders(
          <Suspense>
            <route.Component />
          </Suspense>,
          { route: url, path },
        );
        // Pages are lazy chunks: give them time to load on a busy machine.
        await waitFor(
          () => {
            const redirected = getLocation().pathname !== url;
            if (!redirected) expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
          },
          { timeout: 15_000 },
        );
      },
    );
  });
}
