// What the edge knows about its API: up until a call finds it unreachable (or hung), down until a probe
// of its health endpoint answers again. Server rendering asks before it renders a page with data: while
// the API is down, a detail page is served at once with its loading state instead of waiting out the
// rendering budget on every request (a circuit breaker; the browser fetches the data itself).
import type { UpstreamObserver } from './api-proxy.ts';

export interface ApiHealth extends UpstreamObserver {
  /** True while the API is known to be unreachable. */
  isDown(): boolean;
  /** Stops probing. */
  close(): void;
}

export interface ApiHealthOptions {
  /** Resolves true when the API answers (its health endpoint). */
  probe: () => Promise<boolean>;
  /** How often a down API is probed. */
  probeEveryMs?: number;
}

/** The breaker: opened by `unreachable()`, closed by `reachable()` or by a probe that succeeds. */
export function apiHealth({ probe, probeEveryMs = 1000 }: ApiHealthOptions): ApiHealth {
  let down = false;
  let timer: NodeJS.Timeout | undefined;
  const stopProbing = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(async () => {
      timer = undefined;
      const healthy = await probe().catch(() => false);
      if (healthy) down = false;
      else if (down) schedule();
    }, probeEveryMs);
    timer.unref();
  };
  return {
    isDown: () => down,
    reachable() {
      down = false;
      stopProbing();
    },
    unreachable() {
      down = true;
      schedule();
    },
    close: stopProbing,
  };
}

/** A probe of `<origin><path>` that gives up after `timeoutMs`. */
export const httpProbe =
  (url: string, timeoutMs = 1000): (() => Promise<boolean>) =>
  async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  };
