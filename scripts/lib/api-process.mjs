// The production API as its own process (what `npm start` runs: src/main.ts through tsx), for
// `pnpm bench:api` and `pnpm probe:api --start`: on 127.0.0.1, with the environment given, stopped with
// the process that started it. Reports its resident memory from /proc (Linux) or `ps`.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

/** Variables of the caller that would change what the API does; the caller sets what it means. */
const INHERITED_OUT = [
  'DATABASE_URL',
  'API_TEST_MODE',
  'API_DATA_DIR',
  'WORDPRESS_URL',
  'WORDPRESS_TEST_TOKEN',
];

/** Resident memory of a process in bytes, or undefined when it is gone. */
export function residentBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    if (Number.isFinite(kb)) return kb * 1024;
  } catch {
    // not Linux, or the process is gone: ask ps
  }
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  const kb = Number(ps.stdout.trim());
  return ps.status === 0 && kb > 0 ? kb * 1024 : undefined;
}

/**
 * Starts the API on 127.0.0.1:`port` with `env` added, and waits (up to `timeoutMs`) until `/health`
 * answers. One Node process (`node --import tsx`), so its memory is the API's own. Its JSON logs (stdout)
 * are discarded; stderr stays visible.
 */
export async function startApiProcess({ port, env, timeoutMs = 120_000 }) {
  const base = { ...process.env };
  for (const name of INHERITED_OUT) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'api'),
    env: {
      ...base,
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      API_PARENT_PID: String(process.pid),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const deadline = Date.now() + timeoutMs;
  let healthy = false;
  while (!healthy && Date.now() < deadline && child.exitCode === null) {
    try {
      healthy = (await fetch(`${origin}/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!healthy) {
    child.kill('SIGKILL');
    throw new Error(`the API did not answer on ${origin}/health within ${timeoutMs} ms`);
  }
  return {
    origin,
    pid: child.pid,
    /** Resolves with the exit code, or the signal that ended it. */
    exited,
    /** Whether the process still runs. */
    running: () => child.exitCode === null && child.signalCode === null,
    /** Sends a signal (the fault tests' SIGKILL and SIGTERM). */
    kill: (signal) => child.kill(signal),
    rss: () => residentBytes(child.pid),
    /** Stops the API (SIGTERM, then SIGKILL after 8 s) and waits for it to exit. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
    },
  };
}
