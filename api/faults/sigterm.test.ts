import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { booking, Cleanup, LOOSE_LIMITS_ENV, lanePort, pgliteCopy, report, sleep, startApi } from './support';

// SIGTERM while 16 keep-alive clients read and book: every request the server accepted is answered
// (none reset), then the listener closes (new connections are refused) and the process exits 0.

const CLIENTS = 16;

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

type Result = 'answered' | 'refused' | 'reset';

/** One request on the client's own keep-alive connection; how it ended. */
const call = (agent: Agent, port: number, n: number): Promise<Result> =>
  new Promise((resolve) => {
    const post = n % 4 === 0;
    const body = post ? JSON.stringify(booking(`term-${port}-${n}-${Math.random()}`)) : undefined;
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: post ? 'POST' : 'GET',
        path: post ? '/api/activity-bookings' : '/api/hotels?limit=3',
        headers: post ? { 'content-type': 'application/json' } : {},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve('answered'));
        response.on('error', () => resolve('reset'));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'),
    );
    req.end(body);
  });

describe('SIGTERM under load', () => {
  it('drains the requests in flight before exiting', async () => {
    const api = await startApi(cleanup, lanePort(0), {
      API_DATA_DIR: await pgliteCopy(cleanup),
      ...LOOSE_LIMITS_ENV,
    });
    const port = Number(new URL(api.origin).port);
    const counts: Record<Result, number> = { answered: 0, refused: 0, reset: 0 };
    let answeredAfterSignal = 0;
    let signalled = false;
    const client = async (c: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = c; ; n += CLIENTS) {
        const result = await call(agent, port, n);
        counts[result] += 1;
        if (signalled && result === 'answered') answeredAfterSignal += 1;
        if (result === 'refused') break;
      }
      agent.destroy();
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    await sleep(1500);
    const signalledAt = Date.now();
    signalled = true;
    api.kill('SIGTERM');
    const exit = await api.exited;
    const stopMs = Date.now() - signalledAt;
    await load;
    report('SIGTERM under load (16 keep-alive clients)', { ...counts, answeredAfterSignal, exit, stopMs });
    expect(exit).toBe(0);
    expect(counts.reset).toBe(0);
    expect(answeredAfterSignal).toBeGreaterThan(0);
  });
});
