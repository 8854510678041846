import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { brandTheme } from '@andaman/shared/ui/theme';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';

/** The providers every app renders under: one QueryClient, the antd theme and toasts. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={brandTheme}>
        <App message={{ duration: 4, maxCount: 3 }}>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
