import { lazyRoute } from '@andaman/shared/lazy-route';
import { loadInSteps } from '@andaman/shared/load-in-steps';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  // The search renders no antd component until its date picker is used (antd's theme loads then).
  {
    path: '/ferry',
    ...lazyRoute(
      () =>
        loadInSteps(
          [() => import('@andaman/shared/contracts/common'), () => import('@andaman/shared/contracts/ferry')],
          () => import('./pages/ferry-search-page'),
          (fetched, failed) =>
            require.ensure(
              ['./pages/ferry-search-page'],
              () => fetched(),
              (error) => failed(error),
            ),
        ),
      'FerrySearchPage',
    ),
    antdTheme: 'on-use',
    firstView: true,
  },
  // Results are plain markup; the seat dialog brings antd's theme when a class that needs seats is chosen.
  {
    path: '/tickets',
    ...lazyRoute(
      () =>
        loadInSteps(
          [() => import('@andaman/shared/contracts/common'), () => import('@andaman/shared/contracts/ferry')],
          () => import('./pages/ferry-results-page'),
          (fetched, failed) =>
            require.ensure(
              ['./pages/ferry-results-page'],
              () => fetched(),
              (error) => failed(error),
            ),
        ),
      'FerryResultsPage',
    ),
    antdTheme: 'on-use',
  },
  // Travellers' cards, notices and the summary are plain markup; the passport expiry's picker brings antd's theme.
  {
    path: '/passenger-info',
    ...lazyRoute(
      () =>
        loadInSteps(
          [() => import('@andaman/shared/contracts/common'), () => import('@andaman/shared/contracts/ferry')],
          () => import('./pages/passenger-info-page'),
          (fetched, failed) =>
            require.ensure(
              ['./pages/passenger-info-page'],
              () => fetched(),
              (error) => failed(error),
            ),
        ),
      'PassengerInfoPage',
    ),
    antdTheme: 'on-use',
  },
];
