import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { createBrowserRouter, type RouteObject } from '@andaman/shared/router';
import { ShellLayout } from '../layout/shell-layout';
import { RemotePage } from './remote-page';

/** The shell's own pages, each its own chunk. */
const shellRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../pages/home-page')).HomePage }) },
  { path: '/about', lazy: async () => ({ Component: (await import('../pages/about-page')).AboutPage }) },
  {
    path: '/contact',
    lazy: async () => ({ Component: (await import('../pages/contact-page')).ContactPage }),
  },
  {
    path: '/privacy-policy',
    lazy: async () => ({ Component: (await import('../pages/privacy-policy-page')).PrivacyPolicyPage }),
  },
  {
    path: '/refund-and-cancellation',
    lazy: async () => ({
      Component: (await import('../pages/refund-and-cancellation-page')).RefundAndCancellationPage,
    }),
  },
  {
    path: '/terms-and-conditions',
    lazy: async () => ({
      Component: (await import('../pages/terms-and-conditions-page')).TermsAndConditionsPage,
    }),
  },
  {
    path: '/payment-status/:transactionId',
    lazy: async () => ({ Component: (await import('../pages/payment-status-page')).PaymentStatusPage }),
  },
  {
    path: '/thank-you-ferry',
    lazy: async () => ({ Component: (await import('../pages/thank-you-page')).ThankYouFerryPage }),
  },
  {
    path: '/thank-you-activities',
    lazy: async () => ({ Component: (await import('../pages/thank-you-page')).ThankYouActivitiesPage }),
  },
  {
    path: '/thank-you-holidays',
    lazy: async () => ({ Component: (await import('../pages/thank-you-page')).ThankYouHolidaysPage }),
  },
];

const notFoundRoute: RouteObject = {
  path: '*',
  lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
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
  return [{ Component: ShellLayout, children: [...shellRoutes, ...remoteRoutes(config), notFoundRoute] }];
}

export function createAppRouter(config: RuntimeConfig) {
  return createBrowserRouter(appRoutes(config));
}
