import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { AppProviders } from '@andaman/shared/ui/app-providers';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ClientOnly, useMarkHydrated } from './client-only';
import { DeliveryOverlay } from './delivery/delivery-overlay';
import { AppRoutes } from './router';

export interface SiteRootProps {
  config: RuntimeConfig;
  queryClient: QueryClient;
  /** The router around the routes: `BrowserRouter` in the browser, a static one when pre-rendering. */
  router: (routes: ReactNode) => ReactNode;
}

/**
 * The whole site's React tree. The browser (bootstrap.tsx) and the build-time pre-renderer
 * (prerender/render-page.tsx) render this same tree, so the pre-rendered HTML hydrates as it is.
 */
export function SiteRoot({ config, queryClient, router }: SiteRootProps) {
  useMarkHydrated();
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {router(<AppRoutes config={config} />)}
        <ClientOnly>
          <DeliveryOverlay />
        </ClientOnly>
      </AppProviders>
    </StrictMode>
  );
}
