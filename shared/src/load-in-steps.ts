/**
 * Loads a page whose module graph is too much work for one task: the modules it is built on (zod
 * and the contracts' schemas, built when their module runs) first, each step evaluated in a task of
 * its own, then the page. A page loaded by one `import()` runs its whole graph in the task in which
 * its last chunk arrives: on `/hotels` 180-245 ms at 4x CPU, most of it zod and 300-500 schemas.
 *
 * A page's loader lives in a module of its own, next to the page, and every `import()` in it carries
 * `webpackPreload`: the bundler then requests the chunks of every step and of the page together with
 * the loader's own (tiny) chunk, so the steps cost tasks, not round trips:
 *
 * ```ts
 * // pages/hotels-page.load.ts
 * export const load = () =>
 *   loadInSteps(
 *     [
 *       () => import(/* webpackPreload: true *\/ '@andaman/shared/contracts/common'),
 *       () => import(/* webpackPreload: true *\/ '@andaman/shared/contracts/hotels'),
 *     ],
 *     () => import(/* webpackPreload: true *\/ './hotels-page'),
 *   );
 * // routes.tsx
 * lazyRoute(() => import('./pages/hotels-page.load').then((loader) => loader.load()), 'HotelsPage')
 * ```
 *
 * The loader must not sit in `./routes` itself: preloads start with the chunk the `import()` is
 * written in, so there they would download every page of the remote when it starts.
 *
 * Bundled (stateless): each app carries the version it was built with.
 */
import { yieldToBrowser } from './yield-to-browser';

export async function loadInSteps<Page>(
  steps: readonly (() => Promise<unknown>)[],
  page: () => Promise<Page>,
): Promise<Page> {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  return page();
}
