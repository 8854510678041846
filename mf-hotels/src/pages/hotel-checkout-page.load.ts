import { loadInSteps } from '@andaman/shared/load-in-steps';

/** `/hotels/checkout` in steps: zod with the common contracts, the hotels contracts, then the page. */
export const load = () =>
  loadInSteps(
    [
      () => import(/* webpackPreload: true */ '@andaman/shared/contracts/common'),
      () => import(/* webpackPreload: true */ '@andaman/shared/contracts/hotels'),
    ],
    () => import(/* webpackPreload: true */ './hotel-checkout-page'),
  );
