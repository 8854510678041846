import { configureApi } from '@andaman/shared/api-client/config';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { setRuntimeConfig } from '@andaman/shared/runtime-config';
import { renderWithProviders } from '@andaman/shared/testing/render';
import { ConfigProvider } from '@andaman/shared/ui/config-provider';
import { configure } from '@testing-library/react';
import type { ReactElement } from 'react';
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
  /** Route pattern `ui` is mounted at, so `useParams` works; omit to render `ui` as is (e.g. `<Routes>`). */
  path?: string;
  /** Where the router starts (default `path`, else `/`). */
  url?: string;
  /** Configuration returned by `getRuntimeConfig()`. */
  config?: RuntimeConfig;
}

/**
 * The shared `renderWithProviders` (the shell's providers, a fresh QueryClient without retries, a memory
 * router, `user` and `getLocation`) plus what the shell's pages also need: the run-time configuration, the
 * API on an absolute base, and antd without animations (jsdom fires no transition events, so a closing
 * dialog would never leave the page).
 */
export function renderRoute(ui: ReactElement, options: RenderRouteOptions = {}) {
  const config = options.config ?? TEST_RUNTIME_CONFIG;
  setRuntimeConfig(config);
  configureApi({ apiBaseUrl: config.api.baseUrl, contentBaseUrl: config.api.contentBaseUrl });
  return renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>, {
    route: options.url ?? options.path ?? '/',
    ...(options.path ? { path: options.path } : {}),
  });
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
