/**
 * Real-user figures per release: each page load (and in-app navigation) of a remote's page, its Core
 * Web Vitals (web-vitals: LCP, INP, CLS), uncaught errors and remote loads, each tagged with the
 * remote's release (`remote@version`), the visitor's cohort and the environment. Events are queued
 * and sent in batches (`POST <telemetryUrl>`, `keepalive`, or a beacon when the page is hidden), never
 * blocking the page; web-vitals itself loads once the page is idle (its observers read what happened
 * before).
 */
import type { TelemetryEvent } from '@andaman/shared/contracts/telemetry';
import { TELEMETRY_MAX_BATCH as MAX_BATCH } from '@andaman/shared/contracts/telemetry-limits';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { remoteForPath } from '../remote-prefetch';
import { getDeliveryFacts } from './facts';

export const TELEMETRY_FLUSH_MS = 5000;

export interface TelemetrySink {
  report(event: TelemetryEvent): void;
  flush(): void;
}

export function createTelemetry(
  url: string | undefined,
  send: (url: string, body: string, useBeacon: boolean) => void = defaultSend,
  schedule: (flush: () => void) => void = (flush) => setTimeout(flush, TELEMETRY_FLUSH_MS),
): TelemetrySink {
  let queue: TelemetryEvent[] = [];
  let scheduled = false;
  const flushWith = (useBeacon: boolean) => {
    scheduled = false;
    if (!url || queue.length === 0) return;
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(MAX_BATCH);
    send(url, JSON.stringify({ events: batch }), useBeacon);
    if (queue.length > 0) flushWith(useBeacon);
  };
  return {
    report(event) {
      if (!url) return;
      queue.push(event);
      if (!scheduled) {
        scheduled = true;
        schedule(() => flushWith(false));
      }
    },
    flush: () => flushWith(true),
  };
}

function defaultSend(url: string, body: string, useBeacon: boolean) {
  const blob = new Blob([body], { type: 'application/json' });
  if (useBeacon && navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(
    () => undefined, // telemetry never disturbs the page
  );
}

let sink: TelemetrySink = createTelemetry(undefined);

/** What tags an event of the page at `pathname`: its remote (`shell` for the shell's own pages) and that remote's release. */
export function releaseTags(config: RuntimeConfig, pathname: string = window.location.pathname) {
  const remote = remoteForPath(config, pathname) ?? 'shell';
  const facts = getDeliveryFacts();
  const fact = facts.remotes.find((candidate) => candidate.name === remote);
  return {
    remote,
    ...(fact?.version ? { version: fact.version } : {}),
    ...(fact?.overridden ? { cohort: 'override' as const } : fact?.cohort ? { cohort: fact.cohort } : {}),
    ...(facts.environment ? { environment: facts.environment } : {}),
    page: pathname.slice(0, 500),
    at: new Date().toISOString(),
  };
}

/** Reports the page's Core Web Vitals through web-vitals, loaded once the page is idle. */
function observeVitals(config: RuntimeConfig) {
  // The vitals belong to the page the visit landed on.
  const landing = window.location.pathname;
  const load = () =>
    import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
      const report = ({ name, value }: { name: 'LCP' | 'INP' | 'CLS'; value: number }) =>
        sink.report({ type: 'vital', ...releaseTags(config, landing), name, value });
      onLCP(report);
      onINP(report);
      onCLS(report);
    });
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => void load()) : setTimeout(load, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts sending to the configured URL: the page load, in-app navigations (where the browser has the
 * Navigation API), uncaught errors and the vitals; queued events are flushed when the page is hidden.
 */
export function startTelemetry(config: RuntimeConfig): void {
  sink = createTelemetry(config.telemetryUrl);
  if (!config.telemetryUrl) return;
  window.addEventListener('pagehide', () => sink.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sink.flush();
  });
  window.addEventListener('error', (event) =>
    sink.report({
      type: 'error',
      ...releaseTags(config),
      message: String(event.message || event.error || 'error').slice(0, 2000),
      ...(event.filename ? { source: event.filename.slice(0, 500) } : {}),
    }),
  );
  window.addEventListener('unhandledrejection', (event) =>
    sink.report({
      type: 'error',
      ...releaseTags(config),
      message:
        `Unhandled rejection: ${String(event.reason instanceof Error ? event.reason.message : event.reason)}`.slice(
          0,
          2000,
        ),
    }),
  );
  sink.report({ type: 'page', ...releaseTags(config) });
  const navigation = (window as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('navigatesuccess', () =>
    sink.report({ type: 'page', ...releaseTags(config) }),
  );
  observeVitals(config);
}

export const reportTelemetry = (event: TelemetryEvent) => sink.report(event);
