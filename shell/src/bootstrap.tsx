import { configureApi } from '@andaman/shared/api-client/config';
import { setRuntimeConfig } from '@andaman/shared/runtime-config';
import { hydrateSiteQueries, preloadQueryRuntime } from '@andaman/shared/ui/query-scope';
import type { DehydratedState } from '@tanstack/react-query';
import { isRemoteDisabled } from './app/delivery/delivery-config';
import { exposeDeliveryFacts } from './app/delivery/facts';
import { deliveryObserver } from './app/delivery/observe';
import { startTelemetry } from './app/delivery/telemetry';
import { registerConfiguredRemotes } from './app/federation';
import { hydratesFirstViewAt, takeComposedFirstView } from './app/first-view';
import { preloadRemoteRoute, remoteRouteForPath } from './app/remote-prefetch';
import { loadRuntimeConfig } from './app/runtime-config';
import { fetchWithEarlyConfig, yieldToBrowser } from './app/start-up';
import { CLIENT_ONLY_DIGEST, PRERENDERED_ATTRIBUTE } from './hydration/client-only';
import { remoteModules } from './remotes/remote-modules';

/**
 * Hydration reports as recoverable the boundaries pre-rendering left to the browser on purpose (a
 * remote's page or widget); anything else (markup that differs) is worth a console error.
 */
function onRecoverableError(error: unknown) {
  const digest = (error as { digest?: string } | null)?.digest;
  if (digest === CLIENT_ONLY_DIGEST) return;
  console.error('[shell] hydration', digest, error);
}

/** What the visitor sees when the site cannot start (plain markup: no React is needed for it). */
function showStartFailure(container: HTMLElement) {
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  const main = document.createElement('main');
  main.style.padding = '32px';
  main.style.fontFamily = 'system-ui, sans-serif';
  const heading = document.createElement('h1');
  heading.textContent = 'We could not load the site';
  const advice = document.createElement('p');
  advice.textContent = 'Please refresh the page in a moment.';
  main.append(heading, advice);
  container.replaceChildren(main);
}

/**
 * Starts offline use once the page has loaded (rule trips.offline): the service worker and the sender of
 * booking requests kept offline, fetched then, so they add nothing to the first load.
 */
function startOfflineSupportAfterLoad(config: Parameters<typeof setRuntimeConfig>[0]) {
  const start = () =>
    void import('./offline/start-offline-support').then(({ startOfflineSupport }) =>
      startOfflineSupport(config),
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function start(container: HTMLElement) {
  // The remote page's first view the server composed, and the data it was rendered with (before any
  // other work: the data decides whether the page's data is asked for again below).
  const firstView = takeComposedFirstView(container);
  // React's renderer, the router, the layout and the routes download beside the configuration too, and
  // are evaluated in a task of their own when they arrive (not in one long task with this module);
  // requesting them (negotiating their shared modules) is a task of its own as well.
  await yieldToBrowser();
  const siteModule = import(/* webpackChunkName: "site" */ './app/hydrate-site');
  siteModule.catch(() => undefined);
  let config: Awaited<ReturnType<typeof loadRuntimeConfig>>;
  try {
    config = await loadRuntimeConfig(fetchWithEarlyConfig);
  } catch (error) {
    console.error('[shell] could not start', error);
    showStartFailure(container);
    return;
  }
  setRuntimeConfig(config);
  exposeDeliveryFacts();
  startTelemetry(config);
  configureApi({ apiBaseUrl: config.api.baseUrl, contentBaseUrl: config.api.contentBaseUrl });
  startOfflineSupportAfterLoad(config);
  remoteModules.observe(deliveryObserver);
  remoteModules.switchOff(isRemoteDisabled);
  registerConfiguredRemotes(config.remotes);
  // The page's own remote starts loading now, beside the hydration of the layout, not after it: its
  // routes, then the page's code, while react-dom and the
  // layout download and hydrate, instead of once hydration reaches the page's boundary.
  const target = remoteRouteForPath(config, window.location.pathname, window.location.search);
  if (target) {
    // A remote page fetches: TanStack Query's runtime comes beside its routes, not after them, and
    // so does the page's data (`prefetch`) unless it came with the first view, or the page hydrates a
    // first view rendered without it (asked for by the page once live).
    preloadQueryRuntime();
    const address = `${window.location.pathname}${window.location.search}`;
    const dataNow = !firstView?.state && !hydratesFirstViewAt(container, address);
    const page = dataNow ? target : { ...target, params: undefined };
    void preloadRemoteRoute(page, <T,>(id: string) => remoteModules.get<T>(id));
  }
  let renderSite: Awaited<typeof siteModule>['renderSite'];
  try {
    ({ renderSite } = await siteModule);
  } catch (error) {
    console.error('[shell] could not start', error);
    showStartFailure(container);
    return;
  }
  // Validating the configuration and registering the remotes is one task; hydration starts in the next.
  await yieldToBrowser();
  // The page's data came with its first view: the live page starts from it, not from a spinner.
  if (firstView?.state) void hydrateSiteQueries(firstView.state as DehydratedState);
  renderSite(container, config, onRecoverableError);
}

const container = document.getElementById('root');
if (container) void start(container);
