import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { lazy } from 'react';

const ActivitiesPage = lazy(async () => ({
  default: (await import('./pages/activities-page')).ActivitiesPage,
}));
const ActivityCheckoutPage = lazy(async () => ({
  default: (await import('./pages/activity-checkout-page')).ActivityCheckoutPage,
}));

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  { path: '/activities', Component: ActivitiesPage },
  { path: '/activity-checkout', Component: ActivityCheckoutPage },
];
