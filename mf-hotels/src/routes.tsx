import { lazyRoute } from '@andaman/shared/lazy-route';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/**
 * The pages this remote owns; the shell mounts each at its path inside the site layout. The one source
 * of this remote's paths: the run-time configuration and the performance budgets are checked against it
 * (`describeRemoteRoutes` in routes.test.tsx).
 */
export const routes: RemoteRoute[] = [
  // Rendered per request with what the list shows for the address: the trending page, or the search's.
  {
    path: '/hotels',
    ...lazyRoute(() => import('./pages/hotels-page'), 'HotelsPage'),
    firstView: true,
    prefetch: async (params, queryClient, search) =>
      (await import('./api/hotel-list')).prefetchHotelList(params, queryClient, search),
  },
  {
    path: '/hotels/checkout',
    ...lazyRoute(() => import('./pages/hotel-checkout-page'), 'HotelCheckoutPage'),
  },
  // Its largest element is the hotel's photo: the first view is rendered per request, with the hotel.
  {
    path: '/hotels/:hotelId',
    ...lazyRoute(() => import('./pages/hotel-detail-page'), 'HotelDetailPage'),
    firstView: true,
    prefetch: async (params, queryClient) =>
      (await import('./api/hotels')).prefetchHotel(params, queryClient),
  },
];
