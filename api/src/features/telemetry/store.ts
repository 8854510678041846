import type { ReleaseFigures, TelemetryEvent } from '@andaman/shared/contracts/telemetry';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { telemetryEvents } from '../../db/schema';

/** How often the retention is applied, at most (on the next batch received after this long). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** The columns an event is kept in; what is not a column stays in `detail`. */
function row(event: TelemetryEvent, receivedAt: Date) {
  const { type, remote, version, cohort, environment, page } = event;
  return {
    receivedAt,
    environment: environment ?? '',
    remote,
    version: version ?? '',
    cohort: cohort ?? null,
    type,
    name: event.type === 'vital' ? event.name : null,
    value: event.type === 'vital' ? event.value : event.type === 'remote-load' ? event.ms : null,
    ok: event.type === 'remote-load' ? event.ok : null,
    page,
    detail: event,
  };
}

type FiguresRow = {
  environment: string;
  remote: string;
  version: string;
  samples: number | string;
  errors: number | string;
  lcp: number | string | null;
  inp: number | string | null;
  cls: number | string | null;
};

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** Per environment, remote and version: page loads, errors and the 75th percentile of each vital. */
export type FiguresByRelease = Record<string, Record<string, Record<string, ReleaseFigures>>>;

/** The telemetry kept in the database, with its retention. */
export function telemetryStore(db: Db, { retentionDays, now }: { retentionDays: number; now: () => Date }) {
  let prunedAt = 0;
  const prune = async () => {
    const cutoff = new Date(now().getTime() - retentionDays * 86_400_000);
    await db.delete(telemetryEvents).where(lt(telemetryEvents.receivedAt, cutoff));
    prunedAt = now().getTime();
  };
  return {
    async add(events: TelemetryEvent[]): Promise<void> {
      const receivedAt = now();
      await db.insert(telemetryEvents).values(events.map((event) => row(event, receivedAt)));
      if (receivedAt.getTime() - prunedAt > PRUNE_EVERY_MS) await prune();
    },
    prune,
    /** Figures of every release with events (of one environment when given). */
    async figures(environment?: string): Promise<FiguresByRelease> {
      const result = await db.execute(sql`
        SELECT environment, remote, version,
          count(*) FILTER (WHERE type = 'page') AS samples,
          count(*) FILTER (WHERE type = 'error' OR (type = 'remote-load' AND ok = false)) AS errors,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE type = 'vital' AND name = 'LCP') AS lcp,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE type = 'vital' AND name = 'INP') AS inp,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE type = 'vital' AND name = 'CLS') AS cls
        FROM telemetry_events
        WHERE ${environment === undefined ? sql`true` : sql`environment = ${environment}`}
        GROUP BY environment, remote, version`);
      const figures: FiguresByRelease = {};
      for (const found of (result as unknown as { rows: FiguresRow[] }).rows) {
        const samples = Number(found.samples);
        const errors = Number(found.errors);
        const byRemote = figures[found.environment] ?? {};
        figures[found.environment] = byRemote;
        const byVersion = byRemote[found.remote] ?? {};
        byRemote[found.remote] = byVersion;
        byVersion[found.version] = {
          samples,
          errors,
          errorRate: samples > 0 ? Math.min(errors, samples) / samples : 0,
          lcpP75: numberOrNull(found.lcp),
          inpP75: numberOrNull(found.inp),
          clsP75: numberOrNull(found.cls),
        };
      }
      return figures;
    },
  };
}
export type TelemetryStore = ReturnType<typeof telemetryStore>;
