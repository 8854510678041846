import { ConfigProvider } from '@andaman/shared/ui/config-provider';
import { brandCssVariables, brandTheme } from '@andaman/shared/ui/theme';
import { ToastProvider } from '@andaman/shared/ui/toast';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export { TOAST_CONFIG } from '@andaman/shared/ui/toast';

export interface AppProvidersProps {
  /** The one QueryClient of the page (the shell's, or a remote's standalone harness's). */
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers every app renders under: one QueryClient, the antd brand theme, the toasts
 * (4000 ms, at most 3) and the brand CSS variables.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={brandTheme}>
        <ToastProvider>
          <div style={brandCssVariables}>{children}</div>
        </ToastProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
