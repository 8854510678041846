import { describeRemoteRoutes } from '@andaman/shared/testing/remote-routes';
import { routes } from './routes';

// The pages pull in antd's pickers and selects, slow to import under jsdom on a busy machine: load the
// lazy chunks once before the contract test times each page.
beforeAll(async () => {
  await Promise.all([
    import('./pages/hotels-page'),
    import('./pages/hotel-detail-page'),
    import('./pages/hotel-checkout-page'),
  ]);
}, 120_000);

describeRemoteRoutes('hotels', routes);
