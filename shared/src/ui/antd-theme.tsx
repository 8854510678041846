import { lazy, type ReactNode } from 'react';

const loadThemedConfigProvider = () => import('@andaman/shared/ui/themed-config-provider');
const ThemedConfigProvider = lazy(loadThemedConfigProvider);

/** Starts downloading antd's runtime and the brand theme before `AntdTheme` renders (e.g. beside a remote page). */
export function preloadAntdTheme(): void {
  void loadThemedConfigProvider();
}

/**
 * The brand theme for antd components, around the parts of a page that render them (remote pages and
 * widgets, the contact form, dialogs). It is not in `AppProviders`, so a page whose first screen has
 * no antd component (Home, about, the policies) loads none of antd's runtime. It suspends while the
 * theme loads: render it under a `Suspense` boundary.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ThemedConfigProvider>{children}</ThemedConfigProvider>;
}
