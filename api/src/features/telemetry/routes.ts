import { telemetryBatchSchema } from '@andaman/shared/contracts/telemetry';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { telemetryEvents } from '../../db/schema';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validation';
import { releaseMetrics } from './metrics';
import { telemetryStore } from './store';

const figuresQuerySchema = z.object({ environment: z.string().min(1).max(64) });

/**
 * Real-user telemetry: `POST /api/telemetry` takes the shell's batches (page loads, web vitals,
 * errors, remote loads; `202`, so the page never waits on it) and stores them with a retention;
 * `GET /api/telemetry/releases?environment=` gives the figures per remote and version (what
 * `pnpm releases` and the promote gate read); `GET /metrics` (beside `/health`, not under `/api`) the
 * same for Prometheus. In test mode `GET /api/telemetry` lists the latest events.
 */
export const telemetryRoutes = ({ db, config, log }: Deps) => {
  const store = telemetryStore(db, { retentionDays: config.telemetryRetentionDays, now: config.now });
  const metrics = releaseMetrics(store);
  const api = new Hono()
    .post('/telemetry', async (c) => {
      const { events } = await readJson(c, telemetryBatchSchema);
      for (const event of events) {
        if (event.type === 'remote-load' && !event.ok)
          log.warn({ telemetry: event }, 'remote failed to load');
        if (event.type === 'error') log.warn({ telemetry: event }, 'uncaught error in a page');
      }
      await store.add(events);
      return ok(c, { accepted: events.length }, { status: 202 });
    })
    .get('/telemetry/releases', async (c) => {
      const { environment } = readQuery(c, figuresQuerySchema);
      const figures = await store.figures(environment);
      return ok(c, { environment, remotes: figures[environment] ?? {} });
    });
  if (config.testMode) {
    api.get('/telemetry', async (c) => {
      const rows = await db.select().from(telemetryEvents).orderBy(desc(telemetryEvents.id)).limit(500);
      return ok(
        c,
        rows.reverse().map((row) => row.detail),
      );
    });
  }
  const root = new Hono().get('/metrics', async (c) =>
    c.text(await metrics.metrics(), 200, { 'content-type': metrics.contentType }),
  );
  return { api, root };
};
