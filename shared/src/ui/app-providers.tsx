import { failureToast, successToast, type ToastRequest } from '@andaman/shared/query/toast-meta';
import { brandCssVariables } from '@andaman/shared/ui/theme';
import { ToastProvider, useToast } from '@andaman/shared/ui/toast';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';

export { TOAST_CONFIG } from '@andaman/shared/ui/toast';

export interface AppProvidersProps {
  /** The one QueryClient of the page (the shell's, or a remote's standalone harness's). */
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Shows the toasts queries and mutations ask for in their `meta` (see `query/toast-meta`), once for
 * the whole site: it listens to the QueryClient's caches, so no component handles its own errors.
 */
function QueryToasts({ client }: { client: QueryClient }) {
  const toast = useToast();
  useEffect(() => {
    const show = (request: ToastRequest | undefined) => {
      if (request) toast[request.kind](request.message);
    };
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        show(failureToast(event.action.error, event.query.meta));
      }
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'error') show(failureToast(event.action.error, event.mutation.meta));
      if (event.action.type === 'success') show(successToast(event.action.data, event.mutation.meta));
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client, toast]);
  return null;
}

/**
 * The providers every app renders under: one QueryClient (whose `meta` toasts it shows), the toasts
 * (4000 ms, at most 3) and the brand CSS variables. antd's theme is not here: `AntdTheme` brings it
 * (and antd's runtime) only around the parts of a page that render antd components.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <QueryToasts client={queryClient} />
        <div style={brandCssVariables}>{children}</div>
      </ToastProvider>
    </QueryClientProvider>
  );
}
