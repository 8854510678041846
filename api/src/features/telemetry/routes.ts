import { type TelemetryEvent, telemetryBatchSchema } from '@andaman/shared/contracts/telemetry';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { readJson } from '../../http/validation';

/** How many recent events the reference API keeps (in memory: it stands in for a metrics pipeline). */
export const TELEMETRY_KEPT = 500;

/**
 * `POST /telemetry`: the shell's batched remote-load reports (failures and timings), logged and kept
 * in memory; `202` so the page never waits on it. In test mode `GET /telemetry` lists what was kept.
 */
export const telemetryRoutes = ({ config, log }: Deps) => {
  let kept: TelemetryEvent[] = [];
  const routes = new Hono().post('/telemetry', async (c) => {
    const { events } = await readJson(c, telemetryBatchSchema);
    for (const event of events) {
      if (event.ok) log.info({ telemetry: event }, 'remote loaded');
      else log.warn({ telemetry: event }, 'remote failed to load');
    }
    kept = [...kept, ...events].slice(-TELEMETRY_KEPT);
    return ok(c, { accepted: events.length }, { status: 202 });
  });
  if (config.testMode) routes.get('/telemetry', (c) => ok(c, kept));
  return routes;
};
