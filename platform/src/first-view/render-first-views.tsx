/**
 * Node bundle entry (built per remote by platform/src/first-views.mjs) of the remote's first views
 * (`RemoteRoute.firstView`), with the providers the shell gives a remote page and the remote's CSS:
 * - `renderFirstViews()`, at build time: every declared path without parameters, at its own path. A
 *   page's data hooks render their pending state (nothing is fetched) and its deferred parts their
 *   placeholders.
 * - `renderFirstView(path, apiConfig)`, per request (the site's Node server runs this bundle from the
 *   remote's release, `FIRST_VIEW_RENDERER`): the declared route with a `prefetch` that `path` (with
 *   its query) matches, or the widget with a `prefetch` whose first-view path `path` is (at Home, with
 *   the query `path` carries), with the data its `prefetch` fetched, which travels with the view for the
 *   live page or widget.
 */
import type { ApiConfig } from '@andaman/shared/api-client/config';
import { configureApi } from '@andaman/shared/api-client/config';
import { createQueryClient } from '@andaman/shared/query/query-client';
import { firstViewFile, type RemoteRoute, type RemoteWidgetModule } from '@andaman/shared/remote-contract';
import {
  REMOTE_PAGE_ID_PREFIX,
  RemotePageContent,
  RemoteRoot,
  RemoteWidgetContent,
  remoteWidgetIdPrefix,
  widgetFirstViewPath,
} from '@andaman/shared/remote-root';
import { matchPath } from '@andaman/shared/router';
import { StaticRouter } from '@andaman/shared/router-server';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { ProvidedQueryScope } from '@andaman/shared/ui/query-scope';
import { routes } from '@first-view/routes';
import stylesheetTexts from '@first-view/stylesheets';
import { widgets } from '@first-view/widgets';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { classesDefinedIn, cssFor, splitMetadata } from '../prerender-html.mjs';
import { errorText, prerenderToString } from '../prerender-react';
import { firstViewHtml } from './first-view-html';

// The contract's names, for the script that writes the files (platform/src/first-views.mjs).
export { FIRST_VIEW_DIR, FIRST_VIEW_RENDERER } from '@andaman/shared/remote-contract';

export interface RenderedFirstView {
  path: string;
  /** Where it is written under `FIRST_VIEW_DIR` (`firstViewFile`). */
  file: string;
  /** The file's content: the first view's root with its CSS and markup. */
  html: string;
  errors: string[];
}

/** The remote's stylesheets (its browser build's CSS files, embedded by the build). */
const stylesheets = (stylesheetTexts as string[]).map((css) => ({ css, classes: classesDefinedIn(css) }));

/** The file of a first view: `firstViewHtml` with the CSS of the remote's that its markup uses. */
const viewFile = (pattern: string, path: string, rendered: string, state?: unknown) =>
  firstViewHtml(pattern, path, rendered, cssFor(stylesheets, splitMetadata(rendered).markup), state);

/**
 * Renders the page of `route` at `path` in the tree the browser hydrates (`RemoteRoot`, the shell's
 * remote page): the whole page, its deferred parts included. The query client and its scope around it
 * render no element, so the markup is the same as the browser's.
 */
async function renderTree(content: ReactNode, path: string, queryClient: QueryClient, idPrefix: string) {
  const errors: string[] = [];
  const html = await prerenderToString(
    <QueryClientProvider client={queryClient}>
      <ProvidedQueryScope client={queryClient}>
        <RemoteRoot
          hydrating={false}
          toast={null}
          fallback={<LoadingOverlay />}
          router={(children) => <StaticRouter location={path}>{children}</StaticRouter>}
        >
          {content}
        </RemoteRoot>
      </ProvidedQueryScope>
    </QueryClientProvider>,
    (error) => {
      errors.push(errorText(error));
      return undefined;
    },
    idPrefix,
  );
  return { html, errors };
}

const render = (route: RemoteRoute, path: string, queryClient: QueryClient) =>
  renderTree(<RemotePageContent route={route} />, path, queryClient, REMOTE_PAGE_ID_PREFIX);

/** The page Home's widgets are on: their first views are rendered at this address (with its query). */
const WIDGETS_PAGE = '/';

/** A widget as Home shows it, at `address` (`/` or `/?destination=2`). */
const renderWidget = (
  widget: string,
  Widget: RemoteWidgetModule['default'],
  address: string,
  queryClient: QueryClient,
) => renderTree(<RemoteWidgetContent Widget={Widget} />, address, queryClient, remoteWidgetIdPrefix(widget));

export async function renderFirstViews(): Promise<RenderedFirstView[]> {
  const rendered: RenderedFirstView[] = [];
  // Home's sections from this remote, as Home first shows them (at `/`, their data pending).
  for (const [widget, load] of Object.entries(widgets)) {
    const { default: Widget } = await load();
    const path = widgetFirstViewPath(widget);
    const { html, errors } = await renderWidget(widget, Widget, WIDGETS_PAGE, createQueryClient());
    rendered.push({ path, file: firstViewFile(path), html: viewFile(path, WIDGETS_PAGE, html), errors });
  }
  for (const route of routes.filter((candidate) => candidate.firstView && !candidate.path.includes(':'))) {
    await route.preload?.();
    const { html, errors } = await render(route, route.path, createQueryClient());
    rendered.push({
      path: route.path,
      file: firstViewFile(route.path),
      html: viewFile(route.path, route.path, html),
      errors,
    });
  }
  return rendered;
}

/**
 * The routes rendered per request: declared `firstView` with a `prefetch` (a route with parameters, or
 * one whose data is the address's query, such as a list's page and filters).
 */
export const requestTimeRoutes = (): RemoteRoute[] =>
  routes.filter((route) => route.firstView && route.prefetch);

/**
 * The widgets rendered per request (their first-view paths, `/widgets/activities-section`): those that
 * export a `prefetch`.
 */
export async function requestTimeWidgets(): Promise<string[]> {
  const paths: string[] = [];
  for (const [widget, load] of Object.entries(widgets)) {
    if ((await load()).prefetch) paths.push(widgetFirstViewPath(widget));
  }
  return paths;
}

/** A client for one render per request. No retry: a failed query gives the view rendered at build time at once. */
const requestQueryClient = () => createQueryClient({ defaultOptions: { queries: { retry: false } } });

/**
 * The view file of what `fill` put in `queryClient`, rendered by `renderView`: undefined when it started
 * no query, or one failed (the page or widget would show its error state: the loading state, or the
 * view rendered at build time, is the better picture), or React reported an error.
 */
async function renderWithData(
  queryClient: QueryClient,
  fill: Promise<unknown>,
  renderView: () => Promise<{ html: string; errors: string[] }>,
  file: (html: string, state: unknown) => string,
): Promise<string | undefined> {
  await fill;
  const queries = queryClient.getQueryCache().getAll();
  if (queries.length === 0 || queries.some((query) => query.state.status !== 'success')) return undefined;
  const { html, errors } = await renderView();
  const state = dehydrate(queryClient);
  queryClient.clear();
  return errors.length > 0 ? undefined : file(html, state);
}

/**
 * The first view of `path` with its data: a route's (`/blog?cat=3`: the query is the page's too), or a
 * widget's (`/widgets/holiday-packages?destination=2`: rendered at Home with that query). `undefined`
 * when no such route or widget matches, a query failed or React reported an error (`renderWithData`).
 * `apiConfig`: absolute bases of the API and the content system, as the server reaches them.
 */
export async function renderFirstView(path: string, apiConfig: ApiConfig): Promise<string | undefined> {
  const queryAt = path.indexOf('?');
  const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
  const query = queryAt < 0 ? '' : path.slice(queryAt + 1);
  const search = new URLSearchParams(query);
  for (const [widget, load] of Object.entries(widgets)) {
    if (widgetFirstViewPath(widget) !== pathname) continue;
    const { default: Widget, prefetch } = await load();
    if (!prefetch) return undefined;
    configureApi(apiConfig);
    const queryClient = requestQueryClient();
    const address = query ? `${WIDGETS_PAGE}?${query}` : WIDGETS_PAGE;
    return renderWithData(
      queryClient,
      prefetch(queryClient, search),
      () => renderWidget(widget, Widget, address, queryClient),
      (html, state) => viewFile(pathname, address, html, state),
    );
  }
  for (const route of requestTimeRoutes()) {
    const match = matchPath(route.path, pathname);
    if (!match || !route.prefetch) continue;
    configureApi(apiConfig);
    const queryClient = requestQueryClient();
    return renderWithData(
      queryClient,
      Promise.all([route.preload?.(), route.prefetch(match.params, queryClient, search)]),
      () => render(route, path, queryClient),
      (html, state) => viewFile(route.path, path, html, state),
    );
  }
  return undefined;
}
