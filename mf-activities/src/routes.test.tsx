import { renderWithProviders } from '@andaman/shared/testing/render';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { routes } from './routes';

describe('activities remote routes', () => {
  it('exposes the paths of the route table it owns (spec 000 §2), as listed in runtime-config.json', () => {
    expect(routes.map((route) => route.path)).toEqual(['/activities', '/activity-checkout']);
  });

  it.each(routes.map((route) => [route.path, route] as const))(
    'renders a page for %s',
    async (path, route) => {
      const concretePath = path.replace(/:[A-Za-z]+/g, '1');
      renderWithProviders(
        <Suspense>
          <route.Component />
        </Suspense>,
        { route: concretePath, path },
      );
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    },
  );
});
