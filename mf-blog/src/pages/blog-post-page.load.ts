import { loadInSteps } from '@andaman/shared/load-in-steps';

/** `/blog/:id` in steps: zod with the common contracts, the blog contracts, then the page. */
export const load = () =>
  loadInSteps(
    [
      () => import(/* webpackPreload: true */ '@andaman/shared/contracts/common'),
      () => import(/* webpackPreload: true */ '@andaman/shared/contracts/blog'),
    ],
    () => import(/* webpackPreload: true */ './blog-post-page'),
  );
