import { App } from '@andaman/shared/ui/app';
import { ConfigProvider } from '@andaman/shared/ui/config-provider';
import { brandCssVariables, brandTheme } from '@andaman/shared/ui/theme';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Toasts last 4000 ms and at most 3 show at once (spec 000 §9). */
export const TOAST_CONFIG = { duration: 4, maxCount: 3 } as const;

export interface AppProvidersProps {
  /** The one QueryClient of the page (the shell's, or a remote's standalone harness's). */
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers every app renders under: one QueryClient, the antd brand theme, antd `App`
 * (context for toasts and dialogs, configured per spec) and the brand CSS variables.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={brandTheme}>
        <App message={TOAST_CONFIG} style={brandCssVariables}>
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
