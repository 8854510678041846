import { loadInSteps } from '@andaman/shared/load-in-steps';

/** `/passenger-info` in steps: zod with the common contracts, the ferry contracts, then the page. */
export const load = () =>
  loadInSteps(
    [
      () => import(/* webpackPreload: true */ '@andaman/shared/contracts/common'),
      () => import(/* webpackPreload: true */ '@andaman/shared/contracts/ferry'),
    ],
    () => import(/* webpackPreload: true */ './passenger-info-page'),
  );
