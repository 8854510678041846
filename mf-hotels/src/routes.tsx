import { lazyRoute } from '@andaman/shared/lazy-route';
import { loadInSteps } from '@andaman/shared/load-in-steps';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  // The search and the list are plain markup; the date picker brings antd's theme when first used.
  {
    path: '/hotels',
    ...lazyRoute(
      () =>
        loadInSteps(
          [
            () => import('@andaman/shared/contracts/common'),
            () => import('@andaman/shared/contracts/hotels'),
          ],
          () => import('./pages/hotels-page'),
          (fetched, failed) =>
            require.ensure(
              ['./pages/hotels-page'],
              () => fetched(),
              (error) => failed(error),
            ),
        ),
      'HotelsPage',
    ),
    antdTheme: 'on-use',
    firstView: true,
  },
  // The guests' cards, the notice and the summary are plain markup.
  {
    path: '/hotels/checkout',
    ...lazyRoute(
      () =>
        loadInSteps(
          [
            () => import('@andaman/shared/contracts/common'),
            () => import('@andaman/shared/contracts/hotels'),
          ],
          () => import('./pages/hotel-checkout-page'),
          (fetched, failed) =>
            require.ensure(
              ['./pages/hotel-checkout-page'],
              () => fetched(),
              (error) => failed(error),
            ),
        ),
      'HotelCheckoutPage',
    ),
    antdTheme: 'on-use',
  },
  // Plain markup until the room dialog or the date picker is used (antd's theme loads then). Its
  // largest element is the hotel's photo: the first view is rendered per request, with the hotel.
  {
    path: '/hotels/:hotelId',
    ...lazyRoute(
      () =>
        loadInSteps(
          [
            () => import('@andaman/shared/contracts/common'),
            () => import('@andaman/shared/contracts/hotels'),
          ],
          () => import('./pages/hotel-detail-page'),
          (fetched, failed) =>
            require.ensure(
              ['./pages/hotel-detail-page'],
              () => fetched(),
              (error) => failed(error),
            ),
        ),
      'HotelDetailPage',
    ),
    antdTheme: 'on-use',
    firstView: true,
    prefetch: async (params, queryClient) =>
      (await import('./api/hotels')).prefetchHotel(params, queryClient),
  },
];
