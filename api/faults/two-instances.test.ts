import { afterEach, describe, expect, it } from 'vitest';
import { booking, bookingsPerName, Cleanup, onPostgres, report, send, sleep } from './support';

// Two API instances on one PostgreSQL; clients spread bookings over both and, when one fails them (its
// process SIGKILLed mid-stream), retry on the other with the same Idempotency-Key. Nothing acknowledged may
// be lost, and no booking may be stored twice.

const WORKERS = 6;
const RUN_MS = 4000;

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

describe('two API instances, one killed mid-stream', () => {
  it('loses nothing and duplicates nothing', async () => {
    const { db, apis: instances } = await onPostgres(cleanup, 2);
    const [first] = instances;
    if (!first) throw new Error('two instances expected');

    const attempted: string[] = [];
    const acknowledged = new Set<string>();
    let failedOver = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const name = `pair-${w}-${n}`;
        attempted.push(name);
        for (let attempt = 0; attempt < 6; attempt++) {
          const target = instances[(w + n + attempt) % 2] ?? first;
          const outcome = await send(target.origin, '/api/activity-bookings', booking(name), {
            'Idempotency-Key': name,
          });
          if ('status' in outcome && outcome.status === 201) {
            acknowledged.add(name);
            if (attempt > 0) failedOver += 1;
            break;
          }
        }
      }
    };
    const stream = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
    await sleep(RUN_MS / 2);
    first.kill('SIGKILL');
    await sleep(RUN_MS / 2);
    stop = true;
    await stream;

    const stored = await bookingsPerName(db, attempted);
    const lost = [...acknowledged].filter((name) => (stored.get(name) ?? 0) === 0).length;
    const duplicated = [...stored.values()].filter((rows) => rows > 1).length;
    report('two API instances on one PostgreSQL, one SIGKILLed', {
      attempted: attempted.length,
      acknowledged: acknowledged.size,
      failedOverToTheOther: failedOver,
      lost,
      duplicated,
    });
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(duplicated).toBe(0);
  });
});
