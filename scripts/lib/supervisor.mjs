// The start script's process supervisor: runs a server as a child process and starts it again when it
// exits on its own, after a back-off that doubles with each quick crash (0.5 s up to 10 s) and starts
// over once the process has run for a while. `stop()` sends SIGTERM (the server drains), waits for the
// exit, and sends SIGKILL only if it takes too long.
import { spawn } from 'node:child_process';

export const BACKOFF = { firstMs: 500, maxMs: 10_000, healthyAfterMs: 30_000 };

/** The pause before restart number `attempt` (1, 2, …): doubling from `firstMs`, at most `maxMs`. */
export const backoffMs = (attempt, { firstMs, maxMs } = BACKOFF) =>
  Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));

/**
 * Supervises `command args`. `log(message)` reports starts and exits (with the pid, which the fault
 * tests read); `spawnImpl` is for tests. Returns `{ stop, pid, restarts }`.
 */
export function supervise({
  name,
  command,
  args,
  options = {},
  log,
  backoff = BACKOFF,
  spawnImpl = spawn,
  now = Date.now,
}) {
  let child;
  let stopping = false;
  let quickCrashes = 0;
  let restarts = 0;
  let timer;
  let exited = Promise.resolve();
  const start = () => {
    const startedAt = now();
    child = spawnImpl(command, args, options);
    log(`${name} started (pid ${child.pid})`);
    exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        resolve();
        if (stopping) return;
        quickCrashes = now() - startedAt >= backoff.healthyAfterMs ? 1 : quickCrashes + 1;
        const pause = backoffMs(quickCrashes, backoff);
        restarts += 1;
        log(`${name} exited (${signal ?? code}); restarting in ${pause} ms`);
        timer = setTimeout(start, pause);
      });
    });
  };
  start();
  return {
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    /** Stops the process (and any pending restart); resolves once it has exited. */
    async stop({ timeoutMs = 15_000 } = {}) {
      stopping = true;
      clearTimeout(timer);
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
        await exited;
        clearTimeout(kill);
      }
    },
  };
}

/**
 * A workspace package's TypeScript entry (`<cwd>/src/main.ts`, or `entry`) as a supervised process: one Node
 * process through tsx, so its pid is the server's own. Added to `running` (the list the caller stops).
 */
export function superviseTsx({ name, cwd, env, log, running, entry = 'src/main.ts' }) {
  const supervised = supervise({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', entry],
    options: { cwd, stdio: 'inherit', env },
    log,
  });
  running.push(supervised);
  return supervised;
}
