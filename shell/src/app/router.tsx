import { onUseModule } from '@andaman/shared/on-use-module';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { type RouteObject, useRoutes } from '@andaman/shared/router';
import { PageProviders } from '@andaman/shared/ui/page-providers';
import { type ComponentType, useMemo } from 'react';
import { ShellLayout } from '../layout/shell-layout';
import { RemotePage } from './remote-page';
import { useRemotePrefetch } from './remote-prefetch';

/**
 * A shell page in its own chunk, loaded when first visited. `queries` pages fetch, so they come with
 * TanStack Query's runtime, downloaded beside the page's code. No shell page renders antd components
 * (their dialogs, forms and buttons are plain markup): antd's runtime comes only with a toast, the
 * enquiry dialog or a remote's part that needs it.
 */
const page = (load: () => Promise<ComponentType>, { queries = false } = {}) => {
  const code = onUseModule(load);
  const LoadedPage = code.lazyComponent((Page) => Page);
  function ShellPage() {
    // Idempotent, so it can run while rendering: the providers would otherwise suspend first.
    code.preload();
    return (
      <PageProviders queries={queries}>
        <LoadedPage />
      </PageProviders>
    );
  }
  return <ShellPage />;
};

/** The shell's own pages. */
const shellRoutes: RouteObject[] = [
  // Home fetches nothing at start-up: its search and its widgets bring TanStack Query when used.
  { index: true, element: page(async () => (await import('../pages/home-page')).HomePage) },
  { path: '/about', element: page(async () => (await import('../pages/about-page')).AboutPage) },
  // The contact form sends a message (a mutation): plain inputs, no antd component.
  {
    path: '/contact',
    element: page(async () => (await import('../pages/contact-page')).ContactPage, { queries: true }),
  },
  {
    path: '/privacy-policy',
    element: page(async () => (await import('../pages/privacy-policy-page')).PrivacyPolicyPage),
  },
  {
    path: '/refund-and-cancellation',
    element: page(
      async () => (await import('../pages/refund-and-cancellation-page')).RefundAndCancellationPage,
    ),
  },
  {
    path: '/terms-and-conditions',
    element: page(async () => (await import('../pages/terms-and-conditions-page')).TermsAndConditionsPage),
  },
  {
    path: '/payment-status/:transactionId',
    element: page(async () => (await import('../pages/payment-status-page')).PaymentStatusPage, {
      queries: true,
    }),
  },
  // The thank-you pages read one booking with React's `use` (`features/trips/thank-you-view`): no queries.
  {
    path: '/thank-you-ferry',
    element: page(async () => (await import('../pages/thank-you-page')).ThankYouFerryPage),
  },
  {
    path: '/thank-you-activities',
    element: page(async () => (await import('../pages/thank-you-page')).ThankYouActivitiesPage),
  },
  {
    path: '/thank-you-holidays',
    element: page(async () => (await import('../pages/thank-you-page')).ThankYouHolidaysPage),
  },
  // A booking read again by its owner (rule trips.page, rule trips.lookup.form): plain markup, no antd.
  {
    path: '/trips',
    element: page(async () => (await import('../pages/trips-page')).TripsPage, { queries: true }),
  },
  {
    path: '/trips/:reference',
    element: page(async () => (await import('../pages/trip-page')).TripPage, { queries: true }),
  },
];

const notFoundRoute: RouteObject = {
  path: '*',
  element: page(async () => (await import('../pages/not-found-page')).NotFoundPage),
};

/** Routes of the remotes, as the run-time configuration assigns paths to them. */
export function remoteRoutes(config: RuntimeConfig): RouteObject[] {
  return config.remotes.flatMap((remote) =>
    remote.routes.map((path) => ({
      path,
      element: <RemotePage key={path} remote={remote.name} path={path} />,
    })),
  );
}

/** Every route of the site under the one shared layout: shell pages, remote pages, then not-found. */
export function appRoutes(config: RuntimeConfig): RouteObject[] {
  return [{ element: <ShellLayout />, children: [...shellRoutes, ...remoteRoutes(config), notFoundRoute] }];
}

/**
 * The site's routes, rendered under the shell's one `BrowserRouter`. Declarative routing is all the
 * site needs (data comes from TanStack Query), and it keeps react-router's data-router machinery
 * off every first load.
 */
export function AppRoutes({ config }: { config: RuntimeConfig }) {
  const routes = useMemo(() => appRoutes(config), [config]);
  useRemotePrefetch(config);
  return useRoutes(routes);
}
