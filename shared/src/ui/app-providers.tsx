import { ProvidedQueryScope, QueryToasts } from '@andaman/shared/ui/query-scope';
import { SiteProviders } from '@andaman/shared/ui/site-providers';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export { TOAST_CONFIG } from '@andaman/shared/ui/toast';

export interface AppProvidersProps {
  /** The page's QueryClient (a remote's standalone harness's, or a test's). */
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * `SiteProviders` with a QueryClient given up front, whose `meta` toasts it shows: for a remote's
 * standalone harness and for tests. A `QueryScope` below it uses this client. The shell renders
 * `SiteProviders` itself and loads TanStack Query on use (`QueryScope`).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ProvidedQueryScope client={queryClient}>
        <SiteProviders queryToasts={<QueryToasts client={queryClient} />}>{children}</SiteProviders>
      </ProvidedQueryScope>
    </QueryClientProvider>
  );
}
