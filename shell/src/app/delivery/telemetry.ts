/**
 * One telemetry hook for remote load failures and timings: events are queued and sent in batches
 * (`POST <telemetryUrl>`, `keepalive`, or a beacon when the page is hidden), never blocking the page.
 */
import type { TelemetryEvent } from '@andaman/shared/contracts/telemetry';
import { TELEMETRY_MAX_BATCH as MAX_BATCH } from '@andaman/shared/contracts/telemetry-limits';

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

/** Starts sending to the configured URL; queued events are flushed when the page is hidden. */
export function startTelemetry(url: string | undefined): void {
  sink = createTelemetry(url);
  window.addEventListener('pagehide', () => sink.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sink.flush();
  });
}

export const reportTelemetry = (event: TelemetryEvent) => sink.report(event);
