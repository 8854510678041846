import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { lazy } from 'react';

const ItineraryListPage = lazy(async () => ({
  default: (await import('./pages/itinerary-list-page')).ItineraryListPage,
}));
const ItineraryCheckoutPage = lazy(async () => ({
  default: (await import('./pages/itinerary-checkout-page')).ItineraryCheckoutPage,
}));
const ItineraryDetailPage = lazy(async () => ({
  default: (await import('./pages/itinerary-detail-page')).ItineraryDetailPage,
}));

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  { path: '/itinerary', Component: ItineraryListPage },
  { path: '/itinerary/checkout', Component: ItineraryCheckoutPage },
  { path: '/itinerary/:itineraryId', Component: ItineraryDetailPage },
];
