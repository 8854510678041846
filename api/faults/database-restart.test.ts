import { afterEach, describe, expect, it } from 'vitest';
import { pgCtl } from '../../scripts/lib/postgres.mjs';
import {
  booking,
  bookingsPerName,
  Cleanup,
  inject,
  type Outcome,
  onPostgres,
  report,
  send,
  sleep,
} from './support';

// PostgreSQL stopped (fast: every session cut) for about 6 s and started again while bookings stream in.
// The API must answer 503 meanwhile (not 500, not a crash), keep running, be back within 10 s of the
// database, and have stored every booking it acknowledged; clients retry with their Idempotency-Key.

const WORKERS = 4;
const DOWN_MS = 6000;

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

describe('PostgreSQL restart during traffic', () => {
  it('rides it out: 503 while down, back within seconds, nothing acknowledged lost', async () => {
    const { cluster } = inject('postgres');
    const {
      db,
      apis: [api],
    } = await onPostgres(cleanup, 1);
    if (!api) throw new Error('an instance expected');
    let databaseDown = false;
    cleanup.add(() => databaseDown && pgCtl(cluster, 'start'));

    const statuses = new Map<string, number>();
    const count = (outcome: Outcome) => {
      const key = 'status' in outcome ? String(outcome.status) : outcome.failure;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    };
    const acknowledged = new Set<string>();
    let databaseBackAt = 0;
    let firstSuccessAfter = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const name = `restart-${w}-${n}`;
        const key = { 'Idempotency-Key': name };
        // The same booking is retried with its key until it is acknowledged (or the run ends).
        while (!stop) {
          const outcome = await send(api.origin, '/api/activity-bookings', booking(name), key);
          count(outcome);
          if ('status' in outcome && outcome.status === 201) {
            acknowledged.add(name);
            if (databaseBackAt > 0 && firstSuccessAfter === 0) firstSuccessAfter = Date.now();
            break;
          }
          await sleep(200);
        }
      }
    };
    const stream = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    await sleep(1500);
    databaseDown = true;
    pgCtl(cluster, 'stop');
    await sleep(DOWN_MS);
    pgCtl(cluster, 'start');
    databaseDown = false;
    databaseBackAt = Date.now();
    const deadline = Date.now() + 15_000;
    while (firstSuccessAfter === 0 && Date.now() < deadline) await sleep(100);
    await sleep(1500);
    stop = true;
    await stream;

    const stillRunning = api.running();
    const stored = await bookingsPerName(db, [...acknowledged]);
    const lost = [...acknowledged].filter((name) => stored.get(name) !== 1).length;
    const recoverySeconds = firstSuccessAfter ? (firstSuccessAfter - databaseBackAt) / 1000 : undefined;
    const answers = Object.fromEntries(statuses);
    report('PostgreSQL restart during traffic', {
      databaseDownMs: DOWN_MS,
      recoverySeconds,
      acknowledged: acknowledged.size,
      lost,
      apiStillRunning: stillRunning,
      answers,
    });
    expect(stillRunning).toBe(true);
    expect(recoverySeconds).toBeDefined();
    expect(recoverySeconds).toBeLessThan(10);
    expect(lost).toBe(0);
    expect(statuses.get('500') ?? 0).toBe(0);
    expect(statuses.get('503') ?? 0).toBeGreaterThan(0);
  });
});
