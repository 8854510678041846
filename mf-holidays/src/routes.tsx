import { lazyRoute } from '@andaman/shared/lazy-route';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/**
 * The pages this remote owns; the shell mounts each at its path inside the site layout. The one source
 * of this remote's paths: the run-time configuration and the performance budgets are checked against it
 * (`describeRemoteRoutes` in routes.test.tsx).
 */
export const routes: RemoteRoute[] = [
  {
    path: '/itinerary',
    ...lazyRoute(() => import('./pages/itinerary-list-page'), 'ItineraryListPage'),
    firstView: true,
  },
  {
    path: '/itinerary/checkout',
    ...lazyRoute(() => import('./pages/itinerary-checkout-page'), 'ItineraryCheckoutPage'),
  },
  // Its largest element is the package's picture: the first view is rendered per request, with it.
  {
    path: '/itinerary/:itineraryId',
    ...lazyRoute(() => import('./pages/itinerary-detail-page'), 'ItineraryDetailPage'),
    firstView: true,
    prefetch: async (params, queryClient) =>
      (await import('./api/holiday-packages')).prefetchHolidayPackage(params, queryClient),
  },
];
