import { lazyRoute } from '@andaman/shared/lazy-route';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  // The search and the list are plain markup; the date picker brings antd's theme when first used.
  {
    path: '/hotels',
    ...lazyRoute(() => import('./pages/hotels-page'), 'HotelsPage'),
    antdTheme: 'on-use',
    firstView: true,
  },
  // The guests' cards, the notice and the summary are plain markup.
  {
    path: '/hotels/checkout',
    ...lazyRoute(() => import('./pages/hotel-checkout-page'), 'HotelCheckoutPage'),
    antdTheme: 'on-use',
  },
  // Plain markup until the room dialog or the date picker is used (antd's theme loads then). Its
  // largest element is the hotel's photo: the first view is rendered per request, with the hotel.
  {
    path: '/hotels/:hotelId',
    ...lazyRoute(() => import('./pages/hotel-detail-page'), 'HotelDetailPage'),
    antdTheme: 'on-use',
    firstView: true,
    prefetch: async (params, queryClient) =>
      (await import('./api/hotels')).prefetchHotel(params, queryClient),
  },
];
