import { configureApi } from '@andaman/shared/api-client/config';
import { createQueryClient } from '@andaman/shared/query/query-client';
import { ROUTES_EXPOSE } from '@andaman/shared/remote-contract';
import { BrowserRouter } from '@andaman/shared/router';
import { setRuntimeConfig } from '@andaman/shared/runtime-config';
import { preloadAntdTheme } from '@andaman/shared/ui/antd-theme';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CLIENT_ONLY_DIGEST } from './app/client-only';
import { exposeDeliveryFacts } from './app/delivery/facts';
import { startTelemetry } from './app/delivery/telemetry';
import { registerConfiguredRemotes, remoteModules } from './app/remote-modules';
import { remoteForPath } from './app/remote-prefetch';
import { loadRuntimeConfig } from './app/runtime-config';
import { SiteRoot } from './app/site-root';

/** Set on the root element of a page pre-rendered at build time (shell/scripts/prerender.mjs). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set beside it when the page is a remote's (its content renders in the browser). */
const REMOTE_PAGE_ATTRIBUTE = 'data-remote-page';

/**
 * Hydration reports as recoverable the boundaries pre-rendering left to the browser on purpose (a
 * remote's page or widget); anything else (markup that differs) is worth a console error.
 */
function onRecoverableError(error: unknown) {
  const digest = (error as { digest?: string } | null)?.digest;
  if (digest === CLIENT_ONLY_DIGEST) return;
  console.error('[shell] hydration', digest, error);
}

async function start(container: HTMLElement) {
  // A remote's page needs antd's runtime and theme: they download beside the configuration.
  if (container.hasAttribute(REMOTE_PAGE_ATTRIBUTE)) preloadAntdTheme();
  let config: Awaited<ReturnType<typeof loadRuntimeConfig>>;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('[shell] could not start', error);
    container.replaceChildren();
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    createRoot(container).render(
      <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
        <h1>We could not load the site</h1>
        <p>Please refresh the page in a moment.</p>
      </main>,
    );
    return;
  }
  setRuntimeConfig(config);
  exposeDeliveryFacts();
  startTelemetry(config.telemetryUrl);
  configureApi({ apiBaseUrl: config.api.baseUrl, contentBaseUrl: config.api.contentBaseUrl });
  registerConfiguredRemotes(config.remotes);
  // The page's own remote starts loading now, beside the hydration of the layout, not after it.
  const owner = remoteForPath(config, window.location.pathname);
  if (owner) {
    preloadAntdTheme();
    remoteModules.get(`${owner}/${ROUTES_EXPOSE}`).catch(() => undefined);
  }
  const site = (
    <SiteRoot
      config={config}
      queryClient={createQueryClient()}
      router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
    />
  );
  // A transition renders in slices that yield to the browser, so the first render (or the hydration
  // of the pre-rendered page) does not block input for long on a slow phone.
  startTransition(() => {
    if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
      hydrateRoot(container, site, { onRecoverableError });
    } else {
      createRoot(container).render(site);
    }
  });
}

const container = document.getElementById('root');
if (container) void start(container);
