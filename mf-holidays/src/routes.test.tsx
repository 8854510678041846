import { describeRemoteRoutes } from '@andaman/shared/testing/remote-routes';
import { routes } from './routes';

// The pages pull in antd's pickers and cards, slow to import under jsdom on a busy machine: load the
// lazy chunks once before the contract test times each page.
beforeAll(async () => {
  await Promise.all([
    import('./pages/itinerary-list-page'),
    import('./pages/itinerary-detail-page'),
    import('./pages/itinerary-checkout-page'),
  ]);
}, 120_000);

describeRemoteRoutes('holidays', routes);
