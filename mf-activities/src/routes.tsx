import { lazyRoute } from '@andaman/shared/lazy-route';
import { loadInSteps } from '@andaman/shared/load-in-steps';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  // The list is plain markup; its carousel themes itself (antd's theme loads when it renders).
  {
    path: '/activities',
    ...lazyRoute(
      () =>
        loadInSteps(
          [
            () => import('@andaman/shared/contracts/common'),
            () => import('@andaman/shared/contracts/activities'),
          ],
          () => import('./pages/activities-page'),
          (fetched, failed) =>
            require.ensure(
              ['./pages/activities-page'],
              () => fetched(),
              (error) => failed(error),
            ),
        ),
      'ActivitiesPage',
    ),
    antdTheme: 'on-use',
    firstView: true,
  },
  // The checkout form is plain markup; its date picker brings antd's theme when first used.
  {
    path: '/activity-checkout',
    ...lazyRoute(
      () =>
        loadInSteps(
          [
            () => import('@andaman/shared/contracts/common'),
            () => import('@andaman/shared/contracts/activities'),
          ],
          () => import('./pages/activity-checkout-page'),
          (fetched, failed) =>
            require.ensure(
              ['./pages/activity-checkout-page'],
              () => fetched(),
              (error) => failed(error),
            ),
        ),
      'ActivityCheckoutPage',
    ),
    antdTheme: 'on-use',
  },
];
