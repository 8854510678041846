import { lazyRoute } from '@andaman/shared/lazy-route';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/**
 * The pages this remote owns; the shell mounts each at its path inside the site layout. The one source
 * of this remote's paths: the run-time configuration and the performance budgets are checked against it
 * (`describeRemoteRoutes` in routes.test.tsx).
 */
export const routes: RemoteRoute[] = [
  // Rendered per request with every activity: the grid's cards and prices come with the HTML.
  {
    path: '/activities',
    ...lazyRoute(() => import('./pages/activities-page'), 'ActivitiesPage'),
    firstView: true,
    prefetch: async (params, queryClient) =>
      (await import('./api/activities')).prefetchActivities(params, queryClient),
  },
  {
    path: '/activity-checkout',
    ...lazyRoute(() => import('./pages/activity-checkout-page'), 'ActivityCheckoutPage'),
  },
];
