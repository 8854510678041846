import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import { backoffMs, supervise } from './supervisor.mjs';

test('the back-off doubles from half a second and stops at ten', () => {
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffMs(attempt)),
    [500, 1000, 2000, 4000, 8000, 10_000, 10_000],
  );
});

/** A fake child process: `crash()` makes it exit on its own. */
function fakeSpawner() {
  const children = [];
  const spawnImpl = () => {
    const child = new EventEmitter();
    child.pid = 1000 + children.length;
    child.exitCode = null;
    child.signalCode = null;
    child.signals = [];
    child.kill = (signal) => {
      child.signals.push(signal);
      child.signalCode = signal;
      queueMicrotask(() => child.emit('exit', null, signal));
    };
    child.crash = () => {
      child.exitCode = 1;
      child.emit('exit', 1, null);
    };
    children.push(child);
    return child;
  };
  return { children, spawnImpl };
}

test('a crashed process is started again after the back-off; a quick second crash waits longer', async () => {
  const { children, spawnImpl } = fakeSpawner();
  const lines = [];
  let clock = 0;
  const backoff = { firstMs: 10, maxMs: 40, healthyAfterMs: 1000 };
  const supervised = supervise({
    name: 'api',
    command: 'x',
    args: [],
    log: (line) => lines.push(line),
    backoff,
    spawnImpl,
    now: () => clock,
  });
  assert.equal(supervised.pid, 1000);
  children[0].crash();
  await new Promise((resolve) => setTimeout(resolve, 30));
  assert.equal(children.length, 2, 'restarted');
  children[1].crash();
  assert.match(lines.at(-1), /restarting in 20 ms/);
  await new Promise((resolve) => setTimeout(resolve, 40));
  assert.equal(children.length, 3);
  // After running a healthy while, a crash starts the back-off over.
  clock += 5000;
  children[2].crash();
  assert.match(lines.at(-1), /restarting in 10 ms/);
  await new Promise((resolve) => setTimeout(resolve, 30));
  assert.equal(supervised.restarts, 3);
  await supervised.stop();
  assert.deepEqual(children[3].signals, ['SIGTERM']);
  await new Promise((resolve) => setTimeout(resolve, 30));
  assert.equal(children.length, 4, 'a stopped process is not started again');
  assert.match(lines[0], /^api started \(pid 1000\)$/);
});
