import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { HydrationScope } from '@andaman/shared/ui/hydration';
import { SiteQueryToasts } from '@andaman/shared/ui/query-scope';
import { SiteProviders } from '@andaman/shared/ui/site-providers';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { ClientOnly } from '../hydration/client-only';
import { DeliveryOverlay } from './delivery/delivery-overlay';
import { AppRoutes } from './router';

/** Set on `<html>` once React has taken over the page (pre-rendered or not); end-to-end tests wait for it. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

export interface SiteRootProps {
  config: RuntimeConfig;
  /** True in the browser when the root hydrates pre-rendered HTML (its deferred parts then wait). */
  hydrating?: boolean;
  /** The router around the routes: `BrowserRouter` in the browser, a static one when pre-rendering. */
  router: (routes: ReactNode) => ReactNode;
}

/**
 * The whole site's React tree. The browser (bootstrap.tsx) and the build-time pre-renderer
 * (prerender/render-page.tsx) render this same tree, so the pre-rendered HTML hydrates as it is.
 */
export function SiteRoot({ config, router, hydrating = false }: SiteRootProps) {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return (
    <StrictMode>
      <HydrationScope hydrating={hydrating}>
        <SiteProviders queryToasts={<SiteQueryToasts />}>
          {router(<AppRoutes config={config} />)}
          <ClientOnly>
            <DeliveryOverlay />
          </ClientOnly>
        </SiteProviders>
      </HydrationScope>
    </StrictMode>
  );
}
