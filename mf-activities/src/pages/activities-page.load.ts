import { loadInSteps } from '@andaman/shared/load-in-steps';

/** `/activities` in steps: zod with the common contracts, the activities contracts, then the page. */
export const load = () =>
  loadInSteps(
    [
      () => import(/* webpackPreload: true */ '@andaman/shared/contracts/common'),
      () => import(/* webpackPreload: true */ '@andaman/shared/contracts/activities'),
    ],
    () => import(/* webpackPreload: true */ './activities-page'),
  );
