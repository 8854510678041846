import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import {
  booking,
  bookingsPerName,
  Cleanup,
  LOOSE_LIMITS_ENV,
  lanePort,
  pgliteCopy,
  report,
  send,
  sleep,
  startApi,
} from './support';

// SIGKILL of the API process (PGlite in a folder) while bookings stream in: every booking the API
// acknowledged (201) must be in the folder when it is opened again.

const TRIALS = 3;
const WORKERS = 4;

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

describe('SIGKILL during a booking stream (PGlite)', () => {
  it('loses no acknowledged booking', async () => {
    const dataDir = await pgliteCopy(cleanup);
    const env = { API_DATA_DIR: dataDir, ...LOOSE_LIMITS_ENV };
    const acknowledged = new Map<string, number>();
    const restartMs: number[] = [];
    let sent = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const started = Date.now();
      const api = await startApi(cleanup, lanePort(0), env);
      restartMs.push(Date.now() - started);
      let killed = false;
      const worker = async (w: number) => {
        for (let n = 0; !killed; n++) {
          const name = `crash-${trial}-${w}-${n}`;
          sent += 1;
          const outcome = await send(api.origin, '/api/activity-bookings', booking(name));
          if ('status' in outcome && outcome.status === 201 && outcome.body?.data?.id)
            acknowledged.set(name, outcome.body.data.id);
        }
      };
      const stream = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      await sleep(1000 + trial * 400);
      api.kill('SIGKILL');
      killed = true;
      expect(await api.exited).toBe('SIGKILL');
      await stream;
    }
    // One more start proves the folder (and its lock) are usable after the last kill.
    const last = await startApi(cleanup, lanePort(0), env);
    await last.stop();

    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    const stored = await bookingsPerName(database.db, [...acknowledged.keys()]);
    await database.close();
    const lost = [...acknowledged.keys()].filter((name) => stored.get(name) !== 1).length;
    report('SIGKILL during a booking stream (PGlite)', {
      trials: TRIALS,
      requestsSent: sent,
      acknowledged: acknowledged.size,
      acknowledgedAndStored: acknowledged.size - lost,
      lost,
      startMs: restartMs,
    });
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(lost).toBe(0);
  });
});
