import { lazyRoute } from '@andaman/shared/lazy-route';
import type { RemoteRoute } from '@andaman/shared/remote-contract';

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  // The search renders no antd component until its date picker is used (antd's theme loads then).
  {
    path: '/ferry',
    ...lazyRoute(() => import('./pages/ferry-search-page'), 'FerrySearchPage'),
    antdTheme: 'on-use',
    firstView: true,
  },
  // Results are plain markup; the seat dialog brings antd's theme when a class that needs seats is chosen.
  {
    path: '/tickets',
    ...lazyRoute(() => import('./pages/ferry-results-page'), 'FerryResultsPage'),
    antdTheme: 'on-use',
  },
  // Travellers' cards, notices and the summary are plain markup; the passport expiry's picker brings antd's theme.
  {
    path: '/passenger-info',
    ...lazyRoute(() => import('./pages/passenger-info-page'), 'PassengerInfoPage'),
    antdTheme: 'on-use',
  },
];
