import type { RemoteRoute } from '@andaman/shared/remote-contract';
import { lazy } from 'react';

const FerrySearchPage = lazy(async () => ({
  default: (await import('./pages/ferry-search-page')).FerrySearchPage,
}));
const FerryResultsPage = lazy(async () => ({
  default: (await import('./pages/ferry-results-page')).FerryResultsPage,
}));
const PassengerInfoPage = lazy(async () => ({
  default: (await import('./pages/passenger-info-page')).PassengerInfoPage,
}));

/** The pages this remote owns; the shell mounts each at its path inside the site layout. */
export const routes: RemoteRoute[] = [
  { path: '/ferry', Component: FerrySearchPage },
  { path: '/tickets', Component: FerryResultsPage },
  { path: '/passenger-info', Component: PassengerInfoPage },
];
