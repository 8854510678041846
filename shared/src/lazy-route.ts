/**
 * The one way a remote declares a lazily loaded page in its `./routes` module:
 *
 * ```ts
 * export const routes: RemoteRoute[] = [
 *   { path: '/hotels', ...lazyRoute(() => import('./pages/hotels-page'), 'HotelsPage') },
 * ];
 * ```
 *
 * `Component` renders the page (suspending until its chunk is loaded) and `preload` starts loading
 * the same chunk ahead of the render: the shell calls it when a visitor points at, focuses or touches
 * a link to the page, so the page's code (and the shared modules it needs) downloads while the click
 * happens instead of after the shell has rendered the page's frame. Both use one import, so the page
 * loads once; a failed load is forgotten, so the next `preload` or render tries again.
 *
 * Bundled (stateless): each app carries the version it was built with.
 */
import type { ComponentType } from 'react';
import { onUseModule } from './on-use-module';
import type { RemoteRoute } from './remote-contract';

/** A page module's exports whose value is a component. */
type ComponentExport<Module> = {
  [Key in keyof Module]: Module[Key] extends ComponentType ? Key : never;
}[keyof Module];

export function lazyRoute<Module, Name extends ComponentExport<Module>>(
  load: () => Promise<Module>,
  name: Name,
): Required<Pick<RemoteRoute, 'Component' | 'preload'>> {
  const page = onUseModule(load);
  return {
    Component: page.lazyComponent((module) => module[name] as ComponentType),
    preload: page.load,
  };
}
