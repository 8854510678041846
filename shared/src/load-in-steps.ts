/**
 * Loads a page whose module graph is too much work for one task: the modules it is built on (zod
 * and the contracts' schemas, built when their module runs) first, each evaluated in a task of its
 * own, then the page. A page loaded by one `import()` runs its whole graph in the task in which its
 * last chunk arrives: on `/hotels` 180-245 ms at 4x CPU, most of it zod and 300-500 schemas.
 *
 * Every file the page needs is requested at once, before any step runs: `fetchPage` is the bundler's
 * `require.ensure` of the page, which loads the page's chunks (the steps' among them) and the shell's
 * chunks of the shared modules they consume without running any of them, so the steps cost tasks,
 * not round trips. In a remote's `./routes`:
 *
 * ```ts
 * lazyRoute(
 *   () =>
 *     loadInSteps(
 *       [() => import('@andaman/shared/contracts/common'), () => import('@andaman/shared/contracts/hotels')],
 *       () => import('./pages/hotels-page'),
 *       (fetched, failed) => require.ensure(['./pages/hotels-page'], fetched, failed),
 *     ),
 *   'HotelsPage',
 * )
 * ```
 *
 * Bundled (stateless): each app carries the version it was built with.
 */
import { yieldToBrowser } from './yield-to-browser';

export async function loadInSteps<Page>(
  steps: readonly (() => Promise<unknown>)[],
  page: () => Promise<Page>,
  fetchPage: (fetched: () => void, failed: (error: unknown) => void) => void,
): Promise<Page> {
  const pageFetched = new Promise<void>((resolve, reject) => {
    try {
      fetchPage(resolve, reject);
    } catch {
      // No bundler's chunk loading (a first view rendered on the server, a unit test): nothing to fetch.
      resolve();
    }
  });
  // A failed download is reported by the `await` below, after the steps.
  pageFetched.catch(() => undefined);
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  await pageFetched;
  return page();
}
