import { onUseModule } from '@andaman/shared/on-use-module';
import type { ToastRequest } from '@andaman/shared/query/toast-meta';
import { failureToast, successToast } from '@andaman/shared/query/toast-meta';
import { useToast } from '@andaman/shared/ui/toast';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect } from 'react';

const queryRuntime = onUseModule(() => import('@andaman/shared/query/query-runtime'));

/** Starts downloading TanStack Query and the site's QueryClient before a `QueryScope` renders. */
export const preloadQueryRuntime = queryRuntime.preload;

/** Runs `use` with TanStack Query's runtime and the site's client once they have loaded; failures are ignored. */
function withQueryRuntime(use: (runtime: Awaited<ReturnType<typeof queryRuntime.load>>) => unknown): void {
  queryRuntime
    .load()
    .then(use)
    .catch(() => undefined);
}

/**
 * Puts queries dehydrated elsewhere (TanStack Query's `dehydrate`: the data a first view was rendered
 * with on the server) into the site's QueryClient as soon as TanStack Query has loaded, before any
 * page that renders after this call reads it. Resolves once they are in (or TanStack Query failed to
 * load), for a root that must not hydrate before.
 */
export function hydrateSiteQueries(state: DehydratedState): Promise<void> {
  return queryRuntime
    .load()
    .then(({ hydrate, siteQueryClient }) => hydrate(siteQueryClient, state))
    .catch(() => undefined);
}

/**
 * Runs `prefetch` with the site's QueryClient once TanStack Query has loaded: a remote page's data
 * (`RemoteRoute.prefetch`) asked for on intent or at start-up, before the page's code has run.
 * Failures are ignored: the page asks again, and reports.
 */
export function prefetchSiteQueries(prefetch: (queryClient: QueryClient) => Promise<unknown>): void {
  withQueryRuntime(({ siteQueryClient }) => prefetch(siteQueryClient));
}

/**
 * The QueryClient below a QueryClient's provider: a `QueryScope` there adds nothing (this module is a
 * shared singleton).
 */
const ScopeQueryClient = createContext<QueryClient | undefined>(undefined);

/** Marks a subtree that already has its QueryClient (`AppProviders` with a client of its own). */
export function ProvidedQueryScope({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <ScopeQueryClient value={client}>{children}</ScopeQueryClient>;
}

/**
 * The QueryClient of the scope around a component, as `useQueryClient` gives it, without importing
 * `@tanstack/react-query`: a remote that imports any of it loads the whole package (its hooks and
 * observers), where a part that only starts a read or reads the cache needs the client alone.
 */
export function useScopeQueryClient(): QueryClient {
  const client = useContext(ScopeQueryClient);
  if (!client) throw new Error('useScopeQueryClient: render it inside a QueryScope');
  return client;
}

/** The provider with the site's client: suspends until TanStack Query has loaded, renders at once once it has. */
const SiteQueryClientProvider = queryRuntime.lazyComponent(
  ({ QueryClientProvider, siteQueryClient }) =>
    function SiteQueryClient({ children }: { children: ReactNode }) {
      return (
        <QueryClientProvider client={siteQueryClient}>
          <ProvidedQueryScope client={siteQueryClient}>{children}</ProvidedQueryScope>
        </QueryClientProvider>
      );
    },
);

/**
 * The site's QueryClient around the parts of a page that fetch (remote pages and widgets, the contact
 * form, the enquiry dialog, the payment status). TanStack Query's runtime is not in `SiteProviders`,
 * so a page that fetches nothing does not download it. Every scope provides the same client (one
 * cache). It suspends while the runtime loads (render it under a `Suspense` boundary), and not once it
 * has loaded; below `AppProviders` or another scope it renders its children as they are.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const inside = useContext(ScopeQueryClient);
  if (inside) return children;
  return <SiteQueryClientProvider>{children}</SiteQueryClientProvider>;
}

/**
 * Shows the toasts queries and mutations ask for in their `meta` (see `query/toast-meta`), once for
 * the whole site: it listens to the QueryClient's caches, so no component handles its own errors.
 */
export function QueryToasts({ client }: { client: QueryClient }) {
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

/** The toasts of the site's QueryClient, from the moment a `QueryScope` has loaded it. */
export function SiteQueryToasts() {
  const runtime = queryRuntime.useIfLoaded();
  return runtime ? <QueryToasts client={runtime.siteQueryClient} /> : null;
}
