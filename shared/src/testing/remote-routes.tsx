import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';

/**
 * The contract test every remote runs on its `./routes` module: it exposes exactly the paths of the
 * route table it owns (the ones `runtime-config.json` assigns to it), and each page renders a heading.
 */
export function describeRemoteRoutes(remote: string, routes: RemoteRoute[], ownedPaths: string[]): void {
  describe(`${remote} remote routes`, () => {
    it('exposes exactly the paths it owns in the route table', () => {
      expect(routes.map((route) => route.path)).toEqual(ownedPaths);
    });

    it.each(routes.map((route) => [route.path, route] as const))(
      'renders a page for %s',
      async (path, route) => {
        renderWithProviders(
          <Suspense>
            <route.Component />
          </Suspense>,
          { route: path.replace(/:[A-Za-z]+/g, '1'), path },
        );
        expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      },
    );
  });
}
