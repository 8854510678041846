import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { BrowserRouter } from '@andaman/shared/router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from '../hydration/client-only';
import { SiteRoot } from './site-root';

/**
 * Renders the site into `container`: hydrates the HTML pre-rendered at build time, or renders it from
 * scratch. bootstrap.tsx loads this module (React's renderer, the router, the layout and the routes)
 * beside the run-time configuration, so its code is evaluated in a task of its own.
 */
export function renderSite(
  container: HTMLElement,
  config: RuntimeConfig,
  onRecoverableError: NonNullable<RootOptions['onRecoverableError']>,
): void {
  const hydrating = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  const site = (
    <SiteRoot
      config={config}
      hydrating={hydrating}
      router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
    />
  );
  // A transition renders in slices that yield to the browser, so the first render (or the hydration
  // of the pre-rendered page) does not block input for long on a slow phone.
  startTransition(() => {
    if (hydrating) {
      hydrateRoot(container, site, { onRecoverableError });
    } else {
      createRoot(container).render(site);
    }
  });
}
