import { configureApi } from '@andaman/shared/api-client/config';
import { createQueryClient } from '@andaman/shared/query/query-client';
import { type RuntimeConfig, setRuntimeConfig } from '@andaman/shared/remote-contract';
import { AppProviders } from '@andaman/shared/ui/app-providers';
import { ConfigProvider } from '@andaman/shared/ui/config-provider';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from '@andaman/shared/router';
import { vi } from 'vitest';

// Page tests render antd, lazy chunks and forms; on a loaded two-core machine the defaults (1 s to find an
// element, 5 s per test) fail tests that are right, so both get more room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

/** The run-time configuration the shell's tests run with. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: [],
  // Absolute, because Node's Request (which ky builds) refuses relative URLs.
  api: { baseUrl: 'http://localhost/api', contentBaseUrl: 'http://localhost/wp-json' },
  contact: {
    callLink: 'tel:+919876543210',
    whatsAppLink: 'https://wa.me/919876543210',
    supportEmail: 'support@andamanislands.example',
  },
  paymentOrigins: ['http://localhost:4000'],
};

export interface RenderRouteOptions {
  /** Route pattern `ui` is mounted at (default `/`). */
  path?: string;
  /** Where the router starts (default `path`). */
  url?: string;
  /** Configuration returned by `getRuntimeConfig()`. */
  config?: RuntimeConfig;
}

/**
 * Renders `ui` at `path` inside the shell's providers (one QueryClient without retries, the antd theme and
 * App context) and an in-memory router; every other path renders a marker, so tests can assert where a
 * navigation went through `router.state.location` or the `Navigated to` text.
 */
export function renderRoute(ui: ReactElement, options: RenderRouteOptions = {}) {
  const { path = '/' } = options;
  return renderRoutes(
    [
      { path, element: ui },
      { path: '*', element: <NavigatedTo /> },
    ],
    { ...options, url: options.url ?? path },
  );
}

/** Renders a route table (e.g. the layout with child pages) the way `renderRoute` renders one page. */
export function renderRoutes(routes: RouteObject[], options: Omit<RenderRouteOptions, 'path'> = {}) {
  const config = options.config ?? TEST_RUNTIME_CONFIG;
  setRuntimeConfig(config);
  configureApi({ apiBaseUrl: config.api.baseUrl, contentBaseUrl: config.api.contentBaseUrl });
  const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [options.url ?? '/'] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      {/* jsdom fires no transition events, so antd's enter/leave animations would never finish. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Marks where a navigation ended up: "Navigated to /path". */
export function NavigatedTo() {
  const location = useLocation();
  return <p>Navigated to {location.pathname}</p>;
}

/** A `fetch` answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** What a stubbed API answers for one request. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * Replaces `fetch` for one test: every request ky sends goes to `handler`. `requests` keeps an unread copy of
 * each, so a test can check the method, URL and body. Restore with `vi.restoreAllMocks()`.
 */
export function stubFetch(handler: FetchHandler) {
  const requests: Request[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  });
  return { spy, requests };
}
