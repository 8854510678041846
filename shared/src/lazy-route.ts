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
import { lazy } from 'react';
import type { RemoteRoute } from './remote-contract';

/** A page module's exports whose value is a component. */
type ComponentExport<Module> = {
  [Key in keyof Module]: Module[Key] extends ComponentType ? Key : never;
}[keyof Module];

export function lazyRoute<Module, Name extends ComponentExport<Module>>(
  load: () => Promise<Module>,
  name: Name,
): Required<Pick<RemoteRoute, 'Component' | 'preload'>> {
  let pending: Promise<Module> | undefined;
  const preload = (): Promise<Module> => {
    if (!pending) {
      const loading = load();
      pending = loading;
      loading.catch(() => {
        if (pending === loading) pending = undefined;
      });
    }
    return pending;
  };
  const Component = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  return { Component, preload };
}
