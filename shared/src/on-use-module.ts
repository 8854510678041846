/**
 * A module downloaded on first use rather than with the page: antd's theme (`ui/antd-theme`),
 * TanStack Query's runtime (`ui/query-scope`), the shell's pages and the antd parts of a page
 * (`lazyAntdPart`) are loaded this way. `load` starts the download once (a failed load is tried again
 * on the next call); `lazyComponent` gives a component of the module that suspends until it has
 * arrived, and renders at once when it already has (preloaded on intent, or beside other code), so
 * no fallback flashes; `useIfLoaded` reads the module without suspending and re-renders its caller
 * when it arrives; `resolverOnUse` gives a form's check that waits for it (a form's schema).
 *
 * Bundled (stateless): each module that calls it holds its own state.
 */
import { type ComponentType, type LazyExoticComponent, lazy, useSyncExternalStore } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

export interface OnUseModule<Module> {
  load(): Promise<Module>;
  /** Starts the download ahead of the render (on intent, or beside other code the page needs). */
  preload(): void;
  /**
   * A component that renders `pick(module)`: it suspends until the module has loaded, and renders at
   * once if it has. It stays one component type before and after the load, so nothing below it remounts.
   */
  lazyComponent<Props>(
    pick: (module: Module) => ComponentType<Props>,
  ): LazyExoticComponent<ComponentType<Props>>;
  /** The module once it has loaded, else `undefined`; re-renders the caller when it loads. */
  useIfLoaded(): Module | undefined;
}

/**
 * A thenable that calls back at once: React's `lazy` reads a module it resolves synchronously without
 * suspending (a resolved promise would still call back a microtask later, after a fallback).
 */
const settled = <Value>(value: Value) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, the one shape React's lazy reads at once
  ({ then: (onFulfilled: (resolved: Value) => unknown) => onFulfilled(value) }) as unknown as Promise<Value>;

export function onUseModule<Module>(importModule: () => Promise<Module>): OnUseModule<Module> {
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const listeners = new Set<() => void>();
  const load = (): Promise<Module> => {
    pending ??= importModule().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    load,
    preload: () => {
      load().catch(() => undefined);
    },
    lazyComponent: (pick) =>
      lazy(() =>
        loaded === undefined
          ? load().then((module) => ({ default: pick(module) }))
          : settled({ default: pick(loaded) }),
      ),
    useIfLoaded: () =>
      useSyncExternalStore(
        subscribe,
        () => loaded,
        () => loaded,
      ),
  };
}

/**
 * A react-hook-form resolver whose code (a zod schema and `zodResolver`) is in a module loaded on first
 * use: the form renders without it and its first check waits for it. Call the module's `preload` when the
 * form is first focused, so the check is there by the time it is submitted.
 */
export function resolverOnUse<Module, Values extends FieldValues, Context, Output>(
  module: OnUseModule<Module>,
  pick: (loaded: Module) => Resolver<Values, Context, Output>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => pick(await module.load())(values, context, options);
}
