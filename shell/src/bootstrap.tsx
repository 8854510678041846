import { configureApi } from '@andaman/shared/api-client/config';
import { createQueryClient } from '@andaman/shared/query/query-client';
import { BrowserRouter } from '@andaman/shared/router';
import { setRuntimeConfig } from '@andaman/shared/runtime-config';
import { AppProviders } from '@andaman/shared/ui/app-providers';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { DeliveryOverlay } from './app/delivery/delivery-overlay';
import { exposeDeliveryFacts } from './app/delivery/facts';
import { startTelemetry } from './app/delivery/telemetry';
import { registerConfiguredRemotes } from './app/remote-modules';
import { AppRoutes } from './app/router';
import { loadRuntimeConfig } from './app/runtime-config';

async function start(container: HTMLElement) {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    exposeDeliveryFacts();
    startTelemetry(config.telemetryUrl);
    configureApi({ apiBaseUrl: config.api.baseUrl, contentBaseUrl: config.api.contentBaseUrl });
    registerConfiguredRemotes(config.remotes);
    // A transition renders in slices that yield to the browser, so the first render (antd computing
    // its styles, the remote's page) does not block input for seconds on a slow phone.
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders queryClient={createQueryClient()}>
            <BrowserRouter>
              <AppRoutes config={config} />
            </BrowserRouter>
            <DeliveryOverlay />
          </AppProviders>
        </StrictMode>,
      ),
    );
  } catch (error) {
    console.error('[shell] could not start', error);
    root.render(
      <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
        <h1>We could not load the site</h1>
        <p>Please refresh the page in a moment.</p>
      </main>,
    );
  }
}

const container = document.getElementById('root');
if (container) void start(container);
