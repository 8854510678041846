import { brandCssVariables } from '@andaman/shared/ui/theme';
import { ToastProvider } from '@andaman/shared/ui/toast';
import type { ReactNode } from 'react';

export { TOAST_CONFIG } from '@andaman/shared/ui/toast';

export interface SiteProvidersProps {
  /** What listens to the QueryClient's caches for toasts (`SiteQueryToasts`, or `QueryToasts` of a given client). */
  queryToasts: ReactNode;
  children: ReactNode;
}

/**
 * The providers every app renders under: the toasts (4000 ms, at most 3) and the brand CSS variables.
 * Neither antd's theme nor TanStack Query is here: `AntdTheme` and `QueryScope` bring them, on use,
 * around the parts of a page that render antd or fetch. The shell renders this; `AppProviders` adds a
 * QueryClient of its own for a remote's standalone harness and for tests.
 */
export function SiteProviders({ queryToasts, children }: SiteProvidersProps) {
  return (
    <ToastProvider>
      {queryToasts}
      <div style={brandCssVariables}>{children}</div>
    </ToastProvider>
  );
}
