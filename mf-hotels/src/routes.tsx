import { lazyRoute } from '@andaman/shared/lazy-route';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  { path: '/hotels', ...lazyRoute(() => import('./pages/hotels-page'), 'HotelsPage') },
  {
    path: '/hotels/checkout',
    ...lazyRoute(() => import('./pages/hotel-checkout-page'), 'HotelCheckoutPage'),
  },
  { path: '/hotels/:hotelId', ...lazyRoute(() => import('./pages/hotel-detail-page'), 'HotelDetailPage') },
];
