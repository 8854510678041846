/**
 * The contract between the shell and every remote, and the run-time site configuration.
 *
 * A remote exposes `./routes` (a `RemoteRoutesModule`) and, optionally, one module per
 * home-page widget under `./widgets/<name>` (each a `RemoteWidgetModule`). The shell learns
 * where remotes live and which paths they own from `runtime-config.json`, served beside the
 * shell and replaceable per environment, so shipping a remote never needs a shell rebuild.
 *
 * Stateless (types, constants): bundled into each app. The configuration's schema is in
 * `runtime-config-schema`; the configuration itself, once loaded, lives in the
 * `@andaman/shared/runtime-config` singleton.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

// No zod here: the shell's entry and layout import these names, and validating the configuration is
// left to `runtime-config-schema` (loaded only when a configuration is not stamped as validated).
export type { RemoteDefinition, RuntimeConfig } from '@andaman/shared/runtime-config-schema';

/**
 * One page a remote owns: the shell mounts `Component` at `path` inside its layout, in the site's
 * `PageProviders` with TanStack Query. No antd theme comes with the page: each part that renders antd
 * wraps itself in `AntdTheme` (the shared date fields for their picker, `AutoCarousel` for its slider,
 * the dialogs), so antd's runtime loads when such a part first renders.
 */
export interface RemoteRoute {
  /** A react-router path pattern, e.g. `/hotels/:hotelId`. */
  path: string;
  Component: ComponentType;
  /**
   * Starts loading the page's code without rendering it (idempotent; resolves when loaded). The shell
   * calls it on intent — a link to the page pointed at, focused or touched — so the click does not
   * wait for the download. Build both with `lazyRoute` (`@andaman/shared/lazy-route`).
   */
  preload?: () => Promise<unknown>;
  /**
   * The page's first view (what it renders before data, the visitor's state and its deferred parts:
   * its hero, placeholders) is rendered when the remote is built, to `first-view/<path>.html`
   * (`firstViewFile`). The serving layer puts it into the shell's HTML in place of the loading
   * overlay, so the page's largest paint does not wait for its code; the live page replaces it.
   * A path without parameters: rendered once per release, so its first view must not depend on the
   * URL's query or on storage. A path with parameters (`/hotels/:hotelId`), or one that declares
   * `prefetch` (`/blog`, whose list is the address's query): rendered per request by the site's Node
   * server with the remote's renderer (`FIRST_VIEW_RENDERER`) and the page's data (`prefetch`), so what
   * the page shows, which is data, comes with the HTML; a path without parameters keeps its first view
   * rendered once per release, served when the render per request gives nothing (and by nginx).
   */
  firstView?: boolean;
  /**
   * Fetches the page's data for `params` and the address's query (`search`) into `queryClient`
   * (`queryClient.prefetchQuery` with the page's own query options, so the page finds it cached). A
   * first view rendered per request awaits it and is rendered only when every query it started has
   * succeeded; the data travels with the first view (`FIRST_VIEW_STATE_ATTRIBUTE`), so the live page
   * starts with it. `search` may be missing (a shell older than it): read it as an empty query.
   */
  prefetch?: (
    params: Readonly<Record<string, string | undefined>>,
    queryClient: QueryClient,
    search?: URLSearchParams,
  ) => Promise<unknown>;
}

/** Where a remote's build writes its first views, beside its manifest. */
export const FIRST_VIEW_DIR = 'first-view';

/** The file of a page's first view under `FIRST_VIEW_DIR`: `/hotels/checkout` → `hotels/checkout.html`. */
export const firstViewFile = (path: string): string => `${path.replace(/^\/+/, '')}.html`;

/**
 * The path the shell's pre-rendered HTML includes a remote page's first view from (a server-side
 * include): the serving layer answers it with `FIRST_VIEW_DIR/<file>` of the remote's current release.
 */
export const firstViewInclude = (remote: string, path: string): string =>
  `/_first-view/${remote}/${firstViewFile(path)}`;

/** Whether a first view's path is a widget's (`/widgets/holiday-packages`), not a page's. */
export const isWidgetFirstViewPath = (path: string): boolean => path.startsWith('/widgets/');

/** The attribute on a first view's root element: the route pattern it was rendered for. */
export const FIRST_VIEW_OF_ATTRIBUTE = 'data-first-view-of';

/**
 * The attribute of the `<script type="application/json">` inside a first view rendered per request:
 * the page's queries, dehydrated (TanStack Query's `dehydrate`); the shell hydrates its QueryClient
 * with them, so the live page renders the data the first view showed instead of its loading state.
 */
export const FIRST_VIEW_STATE_ATTRIBUTE = 'data-first-view-state';

/**
 * The remote's request-time renderer under `FIRST_VIEW_DIR`, written by its build when a route
 * declaring `firstView` or a widget has a `prefetch`: a Node module (ES module, every dependency
 * inside) exporting `renderFirstView(path, apiConfig)`, which resolves to the first view's file content
 * or `undefined`. `path` is a route's address (`/blog?cat=3`) or a widget's first-view path with the
 * page's query (`/widgets/holiday-packages?destination=2`).
 */
export const FIRST_VIEW_RENDERER = 'renderer.mjs';

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/**
 * Fetches what a widget shows into `queryClient` (`queryClient.prefetchQuery` with the widget's own
 * query options, so the widget finds it cached), for the page's query (`search`: Home's
 * `?destination=` filters the holiday packages). A widget that exports one has its first view rendered
 * per request by the site's Node server, like a route's (`RemoteRoute.prefetch`): with its data, which
 * travels with the view (`FIRST_VIEW_STATE_ATTRIBUTE`) and is given to the site's QueryClient before
 * the widget hydrates, so it asks for nothing at start-up.
 */
export type RemoteWidgetPrefetch = (queryClient: QueryClient, search?: URLSearchParams) => Promise<unknown>;

/** What a remote exposes as `./widgets/<name>`: one component the shell renders in a slot. */
export interface RemoteWidgetModule<Props extends object = Record<string, never>> {
  default: ComponentType<Props>;
  /** The widget's data, for its first view rendered per request (see `RemoteWidgetPrefetch`). */
  prefetch?: RemoteWidgetPrefetch;
}

/** The name of the module every remote exposes with its route objects. */
export const ROUTES_EXPOSE = 'routes';

/** Paths the shell itself owns; a remote claiming one of them is a configuration error. */
export const SHELL_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/privacy-policy',
  '/refund-and-cancellation',
  '/terms-and-conditions',
  '/payment-status/:transactionId',
  '/thank-you-ferry',
  '/thank-you-activities',
  '/thank-you-holidays',
  '/trips',
  '/trips/:reference',
] as const;

/** localhost, 127.0.0.0/8 or [::1]: a developer's machine. */
export const isLocalOrigin = (origin: string) =>
  /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(new URL(origin).hostname);

/** The element of a first view that React renders into and hydrates (the first view's own root). */
export const REMOTE_ROOT_ATTRIBUTE = 'data-remote-root';

/**
 * On that element: the address the first view was rendered for (its path, or the request's path for
 * one rendered per request). The browser hydrates it only at that address; elsewhere (a query the
 * build did not know) it renders the page afresh.
 */
export const REMOTE_ROOT_LOCATION_ATTRIBUTE = 'data-rendered-for';
