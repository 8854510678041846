import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { runtimeConfigSchema } from '@andaman/shared/runtime-config-schema';
import { createTestQueryClient, renderWithProviders } from '@andaman/shared/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';

/** A file of the repository, as JSON (the tests run from a checkout). */
const repositoryJson = (path: string): unknown =>
  JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', path), 'utf8'));

/**
 * The contract test every remote runs on its `./routes` module. The module is the one source of the
 * remote's paths: the run-time configuration the shell routes by (`shell/public/runtime-config.json`)
 * must give the remote exactly those paths, in that order, and every one needs a performance budget
 * (`perf/budgets.json`). Each page either renders a level-1 heading or, lacking what it needs (a saved
 * search, a query parameter), sends the visitor elsewhere, as a page of the site must.
 */
export function describeRemoteRoutes(remote: string, routes: RemoteRoute[]): void {
  describe(`${remote} remote routes`, () => {
    const paths = routes.map((route) => route.path);

    it('are the paths the run-time configuration gives this remote (shell/public/runtime-config.json)', () => {
      const config = runtimeConfigSchema.parse(repositoryJson('shell/public/runtime-config.json'));
      const configured = config.remotes.find((definition) => definition.name === remote);
      expect(configured?.routes, `runtime-config.json has no remote named ${remote}`).toEqual(paths);
    });

    it('each have a first-load budget (perf/budgets.json)', () => {
      const budgets = repositoryJson('perf/budgets.json') as { routes: Record<string, unknown> };
      expect(paths.filter((path) => !(path in budgets.routes))).toEqual([]);
    });

    it('lets the shell preload every page before it renders (built with lazyRoute)', async () => {
      for (const route of routes) {
        expect(route.preload, `${route.path} has no preload`).toBeTypeOf('function');
        const page = (await route.preload?.()) as Record<string, unknown>;
        expect(Object.values(page).some((value) => typeof value === 'function')).toBe(true);
      }
      // The first import of every page (antd's pickers and selects under jsdom) is slow on a busy machine.
    }, 120_000);

    // A first view rendered per request (a route with parameters, or one with `prefetch`) is rendered
    // with what `prefetch` put in the cache: it must be what the page reads, or the server renders a
    // loading state.
    const perRequest = routes.filter(
      (route) => route.firstView && (route.path.includes(':') || route.prefetch !== undefined),
    );
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
          void route.prefetch?.(params, queryClient, new URLSearchParams());
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
