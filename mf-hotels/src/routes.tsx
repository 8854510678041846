import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { lazy } from 'react';

const HotelsPage = lazy(async () => ({ default: (await import('./pages/hotels-page')).HotelsPage }));
const HotelCheckoutPage = lazy(async () => ({
  default: (await import('./pages/hotel-checkout-page')).HotelCheckoutPage,
}));
const HotelDetailPage = lazy(async () => ({
  default: (await import('./pages/hotel-detail-page')).HotelDetailPage,
}));

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  { path: '/hotels', Component: HotelsPage },
  { path: '/hotels/checkout', Component: HotelCheckoutPage },
  { path: '/hotels/:hotelId', Component: HotelDetailPage },
];
