import { loadInSteps } from '@andaman/shared/load-in-steps';

/** `/itinerary/:itineraryId` in steps: zod with the common contracts, the holidays contracts, then the page. */
export const load = () =>
  loadInSteps(
    [
      () => import(/* webpackPreload: true */ '@andaman/shared/contracts/common'),
      () => import(/* webpackPreload: true */ '@andaman/shared/contracts/holidays'),
    ],
    () => import(/* webpackPreload: true */ './itinerary-detail-page'),
  );
