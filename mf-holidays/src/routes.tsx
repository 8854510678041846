import { lazyRoute } from '@andaman/shared/lazy-route';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  // The package list is plain markup: no antd component, so none of antd's runtime.
  {
    path: '/itinerary',
    ...lazyRoute(() => import('./pages/itinerary-list-page'), 'ItineraryListPage'),
    antdTheme: 'on-use',
    firstView: true,
  },
  // The guests' cards and the summary are plain markup.
  {
    path: '/itinerary/checkout',
    ...lazyRoute(() => import('./pages/itinerary-checkout-page'), 'ItineraryCheckoutPage'),
    antdTheme: 'on-use',
  },
  // The package and its form are plain markup; the date picker brings antd's theme when first used.
  // Its largest element is the package's picture: the first view is rendered per request, with it.
  {
    path: '/itinerary/:itineraryId',
    ...lazyRoute(() => import('./pages/itinerary-detail-page'), 'ItineraryDetailPage'),
    antdTheme: 'on-use',
    firstView: true,
    prefetch: async (params, queryClient) =>
      (await import('./api/holiday-packages')).prefetchHolidayPackage(params, queryClient),
  },
];
