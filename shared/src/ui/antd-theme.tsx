import { onUseModule } from '@andaman/shared/on-use-module';
import {
  type ComponentType,
  createContext,
  createElement,
  type ReactNode,
  Suspense,
  useContext,
} from 'react';

const antdThemeModule = onUseModule(() => import('@andaman/shared/ui/themed-config-provider'));

/** Loads antd's runtime and the brand theme (once; a failed load is tried again on the next call). */
export const loadAntdTheme = antdThemeModule.load;

/** Starts downloading antd's runtime and the brand theme before `AntdTheme` renders (e.g. beside a remote page). */
export const preloadAntdTheme = antdThemeModule.preload;

/** True below an `AntdTheme`: a nested one adds nothing (this module is a shared singleton). */
const InsideAntdTheme = createContext(false);

/** Suspends until the theme has loaded, and renders at once once it has. */
const ThemedConfigProvider = antdThemeModule.lazyComponent((loaded) => loaded.default);

/**
 * The brand theme for antd components, around the parts of a page that render them (remote pages and
 * widgets, the contact form, dialogs, a date field's picker). It is not in `AppProviders`, so a page
 * whose first screen has no antd component (Home, about, the policies, every remote page) loads none
 * of antd's runtime. It suspends while the theme loads (render it
 * under a `Suspense` boundary), and not once it has loaded. Nested inside another, it renders its
 * children as they are.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const inside = useContext(InsideAntdTheme);
  if (inside) return children;
  return (
    <InsideAntdTheme value>
      <ThemedConfigProvider>{children}</ThemedConfigProvider>
    </InsideAntdTheme>
  );
}

export interface AntdPart<Props> {
  /** Renders the part in antd's theme once its code and the theme have loaded (nothing until then). */
  Component: ComponentType<Props>;
  /** Starts loading the part's code and antd's theme (on intent: a pointer over, a focus). */
  preload(): void;
}

/**
 * A part of a page that renders antd (a dialog, a picker) on a page that otherwise does not: its
 * code and antd's theme load side by side when it first renders or is preloaded, not with the page.
 * `lazyAntdPart(async () => (await import('./seat-dialog')).SeatDialog)` gives the part and its `preload`.
 */
export function lazyAntdPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): AntdPart<Props> {
  const code = onUseModule(load);
  const preload = () => {
    code.preload();
    preloadAntdTheme();
  };
  const LoadedPart = code.lazyComponent((Part) => Part);
  function ThemedPart(props: Props) {
    // Both downloads start now (idempotent): `AntdTheme` would otherwise ask for the code only once the theme is in.
    preload();
    return (
      <Suspense fallback={null}>
        <AntdTheme>{createElement(LoadedPart, props)}</AntdTheme>
      </Suspense>
    );
  }
  return { Component: ThemedPart, preload };
}
