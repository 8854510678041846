// The deploy recipe's smoke test (`pnpm test:cluster`, about 1.5 min): a 2×2 cluster (`pnpm start:cluster`)
// on a private PostgreSQL; a booking through nginx, then one API and one edge killed, and bookings and
// pages again at once: the other instances answer them.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isRunning } from '../src/process-alive.ts';
import { report } from './site-under-test.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OFFSET = Number(process.env.SITE_PORT_OFFSET ?? 0);
const SITE = `http://127.0.0.1:${3000 + OFFSET}`;

let cluster: ChildProcess;
let output = '';
const pids = new Map<string, number>();

before(async () => {
  cluster = spawn(process.execPath, [join(ROOT, 'scripts', 'start-cluster.mjs'), '--instances', '2'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', DEPLOY_ENV: 'cluster' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const [, name = '', pid] of chunk.toString().matchAll(/([\w-]+) started \(pid (\d+)\)/g)) {
      pids.set(name, Number(pid));
    }
  };
  cluster.stdout?.on('data', onData);
  cluster.stderr?.on('data', onData);
  const deadline = Date.now() + 240_000;
  while (!output.includes('cluster ready')) {
    if (cluster.exitCode !== null) throw new Error(`start:cluster exited (${cluster.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the cluster was not ready in time:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

after(async () => {
  if (cluster.exitCode !== null) return;
  const exited = new Promise((resolve) => cluster.once('exit', resolve));
  cluster.kill('SIGTERM');
  const timer = setTimeout(() => cluster.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
});

async function book(activityId: number) {
  const startDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${SITE}/api/activity-bookings`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: `http://localhost:${3000 + OFFSET}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      clientCount: 2,
      clientName: 'Kiran Rao',
      clientEmail: 'kiran@example.com',
      clientPhone: '9876543210',
      startDate: `${startDate}T00:00:00.000Z`,
      activityId,
    }),
  });
  return { status: response.status, body: await response.text() };
}

test('a 2×2 cluster books, loses one API and one edge, and books again at once', async () => {
  // Every edge reads the registry from the cluster's PostgreSQL.
  assert.equal(output.match(/"registry":"postgres"/g)?.length, 2, 'both edges use the PostgreSQL registry');
  const activities = (await (await fetch(`${SITE}/api/activity?limit=5`)).json()) as {
    data: { id: number }[];
  };
  const activityId = activities.data[0]?.id;
  assert.ok(activityId, 'the catalogue answers through nginx');
  const first = await book(activityId);
  assert.ok(first.status < 300, `first booking: ${first.status} ${first.body}`);

  const api = pids.get('api-1');
  const edge = pids.get('edge-1');
  assert.ok(api && edge, 'the recipe reports each instance pid');
  process.kill(api, 'SIGKILL');
  process.kill(edge, 'SIGKILL');
  // Once both are gone (a request that reached an instance as it died is another story: the API lane's).
  while (isRunning(api) || isRunning(edge)) await new Promise((resolve) => setTimeout(resolve, 20));
  const started = performance.now();
  const bookings = [];
  const pages = [];
  for (let i = 0; i < 5; i++) {
    bookings.push(await book(activityId));
    for (const path of ['/', '/hotels', '/activities']) pages.push((await fetch(`${SITE}${path}`)).status);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const failedBookings = bookings.filter((booking) => booking.status >= 300);
  const failedPages = pages.filter((status) => status !== 200);
  report(
    `cluster 2×2: one API and one edge killed; ${bookings.length - failedBookings.length}/${bookings.length} bookings ` +
      `and ${pages.length - failedPages.length}/${pages.length} pages answered in the next ${seconds} s`,
  );
  assert.deepEqual(failedBookings, []);
  assert.deepEqual(failedPages, []);
});
