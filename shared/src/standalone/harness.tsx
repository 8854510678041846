/**
 * Runs one remote on its own dev server with the same providers the shell gives it, against the
 * reference API (the dev server forwards /api and /wp-json), so a team can work without the shell.
 */
import { configureApi } from '@andaman/shared/api-client/config';
import { sendQueuedRequestsWhenOnline } from '@andaman/shared/api-client/queued-requests-sender';
import { createQueryClient } from '@andaman/shared/query/query-client';
import type { RemoteRoute, RuntimeConfig } from '@andaman/shared/remote-contract';
import { BrowserRouter, NavLink, Outlet, Route, Routes } from '@andaman/shared/router';
import { setRuntimeConfig } from '@andaman/shared/runtime-config';
import { AppProviders } from '@andaman/shared/ui/app-providers';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { PageProviders } from '@andaman/shared/ui/page-providers';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

/** The run-time configuration a standalone remote runs with (the shell's, minus other remotes). */
export const STANDALONE_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: [],
  api: { baseUrl: '/api', contentBaseUrl: '/wp-json' },
  contact: {
    callLink: 'tel:+919876543210',
    whatsAppLink: 'https://wa.me/919876543210',
    supportEmail: 'support@andamanislands.example',
  },
  paymentOrigins: ['http://localhost:4000', 'http://127.0.0.1:4000'],
};

function HarnessLayout({ name, routes }: { name: string; routes: RemoteRoute[] }) {
  return (
    <>
      <header
        style={{ padding: '8px 16px', borderBottom: '1px solid #ddd', fontFamily: 'system-ui, sans-serif' }}
      >
        <strong>{name}</strong> standalone ·{' '}
        {routes
          .filter((route) => !route.path.includes(':'))
          .map((route) => (
            <NavLink key={route.path} to={route.path} style={{ marginRight: 12 }}>
              {route.path}
            </NavLink>
          ))}
      </header>
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** Mounts a remote's routes in `#root` with the shell's providers. */
export function renderStandalone({ name, routes }: { name: string; routes: RemoteRoute[] }): void {
  const container = document.getElementById('root');
  if (!container) return;
  setRuntimeConfig(STANDALONE_RUNTIME_CONFIG);
  configureApi({
    apiBaseUrl: STANDALONE_RUNTIME_CONFIG.api.baseUrl,
    contentBaseUrl: STANDALONE_RUNTIME_CONFIG.api.contentBaseUrl,
  });
  // As the shell does: booking requests kept offline are sent when the connection returns.
  sendQueuedRequestsWhenOnline();
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <Routes>
            <Route element={<HarnessLayout name={name} routes={routes} />}>
              {routes.map(({ path, Component }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <Suspense fallback={null}>
                      <PageProviders queries>
                        <Component />
                      </PageProviders>
                    </Suspense>
                  }
                />
              ))}
            </Route>
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
