import { lazyRoute } from '@andaman/shared/lazy-route';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  // The list is plain markup; its carousel themes itself (antd's theme loads when it renders).
  {
    path: '/activities',
    ...lazyRoute(() => import('./pages/activities-page'), 'ActivitiesPage'),
    antdTheme: 'on-use',
    firstView: true,
  },
  // The checkout form is plain markup; its date picker brings antd's theme when first used.
  {
    path: '/activity-checkout',
    ...lazyRoute(() => import('./pages/activity-checkout-page'), 'ActivityCheckoutPage'),
    antdTheme: 'on-use',
  },
];
