// The serving layer's side of remote first views (see `RemoteRoute.firstView`): the shell's
// pre-rendered pages carry a server-side include per remote page slot (shell/scripts/prerender.mjs),
//   <!--# block name="hotels-loading" -->…loading overlay…<!--# endblock -->
//   <!--# include virtual="/_first-view/hotels/hotels.html" stub="hotels-loading" -->
// which nginx answers with SSI (deploy/nginx) and the edge's Node server with `composeIncludes`: the
// remote's first view from its current release, or the block when it has none or does not answer.

import { matchesRoutePattern } from '@andaman/shared/contracts/site-pages';

const BLOCK = /<!--# block name="([\w-]+)" -->([\s\S]*?)<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="([^"]+)" stub="([\w-]+)" -->/g;
const FIRST_VIEW_INCLUDE = /^\/_first-view\/([\w-]+)\/((?:[\w-]+\/)*[\w-]+\.html)$/;
/** The include of a route with parameters: `/_first-view/hotels/hotels/:hotelId.html`. */
const REQUEST_TIME_INCLUDE = /^\/_first-view\/([\w-]+)\/((?:[\w:-]+\/)*[\w:-]+)\.html$/;
/** The remote's request-time renderer, beside its first views (`FIRST_VIEW_RENDERER`). */
export const FIRST_VIEW_RENDERER = 'renderer.mjs';
/** What every first view starts with (platform/src/first-views.mjs); anything else is not taken. */
const FIRST_VIEW_START = '<div data-first-view-of="';
/** How long a page waits for a remote's first view before it is served with the loading overlay. */
export const FIRST_VIEW_TIMEOUT_MS = 1500;

/** The part of the run-time configuration (registry applied) that places first views. */
export interface FirstViewConfig {
  remotes: { name: string; entry: string; samples?: Record<string, string> | undefined }[];
}

/** The API bases a request-time renderer fetches its data from. */
export interface RendererApiConfig {
  apiBaseUrl: string;
  contentBaseUrl: string;
}

/** A remote's request-time renderer module. */
export interface FirstViewRenderer {
  renderFirstView?: (pathname: string, apiConfig: RendererApiConfig) => unknown;
  /** A render that only gets the renderer ready (no visitor waits for it); `renderFirstView` if absent. */
  warmUp?: (pathname: string, apiConfig: RendererApiConfig) => unknown;
}

export type LoadRenderer = (url: URL) => Promise<FirstViewRenderer | undefined>;

export interface RequestTimeTarget {
  remote: string;
  renderer: URL;
}

export const hasIncludes = (html: string): boolean => html.includes('<!--# include virtual="');

/**
 * `html` with its includes answered: `fetchInclude(virtual)` gives the text (or undefined), the
 * include's stub block stands in when it gives nothing or fails. Blocks are removed either way.
 */
export async function composeIncludes(
  html: string,
  fetchInclude: (virtual: string) => string | undefined | Promise<string | undefined>,
): Promise<string> {
  const blocks = new Map<string, string>();
  const withoutBlocks = html.replace(BLOCK, (_, name: string, content: string) => {
    blocks.set(name, content);
    return '';
  });
  const includes = [...withoutBlocks.matchAll(INCLUDE)];
  const answers = await Promise.all(
    includes.map(([, virtual = '']) =>
      Promise.resolve()
        .then(() => fetchInclude(virtual))
        .catch(() => undefined),
    ),
  );
  let index = 0;
  return withoutBlocks.replace(
    INCLUDE,
    (_, _virtual: string, stub: string) => answers[index++] ?? blocks.get(stub) ?? '',
  );
}

/**
 * The folder of a remote's first views: beside its manifest (`first-view/`), asked at 127.0.0.1 when
 * the manifest says `localhost` (the servers listen on 127.0.0.1 only; `localhost` may resolve to ::1).
 */
export function firstViewSource(manifestUrl: string): URL {
  return besideManifest('first-view/', manifestUrl);
}

/** A file of a remote's release beside its manifest (asked at 127.0.0.1 for `localhost`, as above). */
function besideManifest(file: string, manifestUrl: string): URL {
  const url = new URL(file, manifestUrl);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  return url;
}

/**
 * Where a first-view include lives, for `config` with the registry applied (`applyRegistry`, as the
 * shell does on every page load): beside the manifest of the remote's current release.
 */
export function firstViewUrl(virtual: string, config: FirstViewConfig): URL | undefined {
  const match = FIRST_VIEW_INCLUDE.exec(virtual);
  const remote = match && config.remotes.find((candidate) => candidate.name === match[1]);
  return remote && match[2] ? new URL(match[2], firstViewSource(remote.entry)) : undefined;
}

/** Fetches a first view; undefined unless it answers in time with one. */
export async function fetchFirstView(
  url: URL | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<string | undefined> {
  if (!url) return undefined;
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(FIRST_VIEW_TIMEOUT_MS) });
  if (!response.ok) return undefined;
  const text = await response.text();
  return text.startsWith(FIRST_VIEW_START) ? text : undefined;
}

/** True when `pathname` matches the route `pattern` (`/hotels/:hotelId`: one segment per parameter). */
export const matchesPattern = matchesRoutePattern;

/**
 * The include of a page with parameters and the remote that renders it per request, for `config` with
 * the registry applied (the renderer's URL in the remote's current release), or undefined when
 * `virtual` is not such an include or names no configured remote.
 */
export function requestTimeFirstView(
  virtual: string,
  config: FirstViewConfig,
): RequestTimeTarget | undefined {
  const match = REQUEST_TIME_INCLUDE.exec(virtual);
  if (!match?.[2]?.includes(':')) return undefined;
  const remote = config.remotes.find((candidate) => candidate.name === match[1]);
  return remote
    ? { remote: remote.name, renderer: new URL(FIRST_VIEW_RENDERER, firstViewSource(remote.entry)) }
    : undefined;
}

/** What a release declares about its first views, beside its manifest (platform/src/first-views.mjs). */
export const FIRST_VIEWS_MANIFEST = 'first-views.json';

/** The route patterns a release renders per request (`perRequest` of its `first-views.json`). */
export type LoadPerRequest = (url: URL) => Promise<readonly string[]>;

/** A first view the remote's renderer renders per request, and the first view's path (`/blog`, `/widgets/x`). */
export interface RequestTimeFirstViewOfPage extends RequestTimeTarget {
  path: string;
}

/**
 * The include of a page without parameters, or of a widget (`/widgets/activities-section`), that the
 * remote's current release renders per request too (a route or a widget declaring `prefetch`, such as
 * `/blog`, whose list is the address's query): the remote, its renderer and the first view's path, or
 * undefined when the release renders it only at build time (its first view is then the file the
 * include names).
 */
export async function requestTimeFirstViewOfPage(
  virtual: string,
  config: FirstViewConfig,
  loadPerRequest: LoadPerRequest,
): Promise<RequestTimeFirstViewOfPage | undefined> {
  const match = FIRST_VIEW_INCLUDE.exec(virtual);
  const remote = match && config.remotes.find((candidate) => candidate.name === match[1]);
  if (!remote || !match[2]) return undefined;
  const path = `/${match[2].slice(0, -'.html'.length)}`;
  const perRequest = await loadPerRequest(besideManifest(FIRST_VIEWS_MANIFEST, remote.entry));
  return perRequest.includes(path)
    ? { remote: remote.name, renderer: new URL(FIRST_VIEW_RENDERER, firstViewSource(remote.entry)), path }
    : undefined;
}

/** The first-view path of a widget (a section of a shell page: `/widgets/activities-section`). */
const WIDGET_FIRST_VIEW = /^\/widgets\//;

/**
 * What the renderer renders per request for the first view at `path`, on a page requested at
 * `pathname` with `query`: a widget's path with the page's query (the widget is rendered at the page
 * that holds it, `/widgets/holiday-packages?destination=2`), else the page's own address.
 */
export function requestTimeAddress(path: string, pathname: string, query: string | undefined): string {
  const at = WIDGET_FIRST_VIEW.test(path) ? path : pathname;
  return query ? `${at}?${query}` : at;
}

/** A renderer to get ready before its first visitor: where it is, and a path it renders meanwhile. */
export interface RendererWarmUp {
  target: RequestTimeTarget;
  sample: string;
}

/**
 * The renderers of the first views without parameters (pages such as `/blog`, Home's widgets) the
 * `pages` include that the releases in force (`configs`) render per request, each renderer once, with
 * the first view's own path to warm up on (it needs no sample: `/widgets/activities-section` renders
 * the widget at Home).
 */
export async function perRequestWarmUps(
  pages: Iterable<string>,
  configs: FirstViewConfig[],
  loadPerRequest: LoadPerRequest,
): Promise<RendererWarmUp[]> {
  const warmUps = new Map<string, RendererWarmUp>();
  for (const page of pages) {
    for (const [, virtual = ''] of page.matchAll(INCLUDE)) {
      for (const config of configs) {
        const target = await requestTimeFirstViewOfPage(virtual, config, loadPerRequest);
        if (target && !warmUps.has(target.renderer.href)) {
          warmUps.set(target.renderer.href, {
            target: { remote: target.remote, renderer: target.renderer },
            sample: target.path,
          });
        }
      }
    }
  }
  return [...warmUps.values()];
}

/**
 * The request-time renderers the `pages` (their HTML) include, for each of `configs` (one per release
 * in force: the current one and a rollout's), each once, with the path it renders to warm up: its
 * route's sample in the run-time configuration (`samples`). A route without a sample is left out.
 */
export function rendererWarmUps(pages: Iterable<string>, configs: FirstViewConfig[]): RendererWarmUp[] {
  const warmUps = new Map<string, RendererWarmUp>();
  for (const page of pages) {
    for (const [, virtual = ''] of page.matchAll(INCLUDE)) {
      const pattern = `/${REQUEST_TIME_INCLUDE.exec(virtual)?.[2] ?? ''}`;
      for (const config of configs) {
        const target = requestTimeFirstView(virtual, config);
        const sample = config.remotes.find((remote) => remote.name === target?.remote)?.samples?.[pattern];
        if (target && sample) warmUps.set(target.renderer.href, { target, sample });
      }
    }
  }
  return [...warmUps.values()];
}

/**
 * Renders the first view of `pathname` with the remote's renderer (`loadRenderer(url)` gives its
 * module), within the include's time limit; undefined when it gives none, fails or is late.
 */
export async function renderRequestFirstView(
  target: RequestTimeTarget | undefined,
  pathname: string,
  apiConfig: RendererApiConfig,
  loadRenderer: LoadRenderer,
): Promise<string | undefined> {
  if (!target) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, FIRST_VIEW_TIMEOUT_MS, undefined);
  });
  const rendered = (async () => {
    const renderer = await loadRenderer(target.renderer);
    const html = await renderer?.renderFirstView?.(pathname, apiConfig);
    return typeof html === 'string' && html.startsWith(FIRST_VIEW_START) ? html : undefined;
  })();
  try {
    return await Promise.race([rendered, late]);
  } finally {
    clearTimeout(timer);
  }
}
