import { createContext, lazy, type ReactNode, useContext } from 'react';

type ThemedConfigProviderModule = typeof import('@andaman/shared/ui/themed-config-provider');

let loadedProvider: ThemedConfigProviderModule['default'] | undefined;
let pending: Promise<ThemedConfigProviderModule> | undefined;

/** Loads antd's runtime and the brand theme (once; a failed load is tried again on the next call). */
export function loadAntdTheme(): Promise<ThemedConfigProviderModule> {
  pending ??= import('@andaman/shared/ui/themed-config-provider').then(
    (loaded) => {
      loadedProvider = loaded.default;
      return loaded;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Starts downloading antd's runtime and the brand theme before `AntdTheme` renders (e.g. beside a remote page). */
export function preloadAntdTheme(): void {
  loadAntdTheme().catch(() => undefined);
}

/** Suspends until the theme has loaded; once it has, `AntdTheme` renders the provider itself. */
const LazyThemedConfigProvider = lazy(loadAntdTheme);

/** True below an `AntdTheme`: a nested one adds nothing (this module is a shared singleton). */
const InsideAntdTheme = createContext(false);

/**
 * The brand theme for antd components, around the parts of a page that render them (remote pages and
 * widgets, the contact form, dialogs, a date field's picker). It is not in `AppProviders`, so a page
 * whose first screen has no antd component (Home, about, the policies, a remote page declared
 * `antdTheme: 'on-use'`) loads none of antd's runtime. It suspends while the theme loads (render it
 * under a `Suspense` boundary), and not once it has loaded. Nested inside another, it renders its
 * children as they are.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const inside = useContext(InsideAntdTheme);
  if (inside) return children;
  const ThemedConfigProvider = loadedProvider ?? LazyThemedConfigProvider;
  return (
    <InsideAntdTheme value>
      <ThemedConfigProvider>{children}</ThemedConfigProvider>
    </InsideAntdTheme>
  );
}
