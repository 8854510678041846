import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'andaman-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const lockFile = () => path.join(dir, 'api.lock');
const fast = { beatMs: 50, staleAfterMs: 400 };

/** A process that runs (for its pid) but is not an API server: what a reused pid looks like. */
const bystander = () => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
  return { pid: child.pid ?? 0, stop: () => child.kill('SIGKILL') };
};

describe('data folder lock', () => {
  it('lets one holder in at a time and frees the folder on release', async () => {
    const release = await lockDataDir(dir, fast);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    await expect(lockDataDir(dir, fast)).rejects.toThrow(/is in use by process/);
    await release();
    const again = await lockDataDir(dir, fast);
    await again();
  });

  it('keeps its heartbeat moving while held', async () => {
    const release = await lockDataDir(dir, fast);
    const first = JSON.parse(await readFile(lockFile(), 'utf8')).beat;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(JSON.parse(await readFile(lockFile(), 'utf8')).beat).toBeGreaterThan(first);
    await release();
  });

  it('takes over a lock left by a process that is gone', async () => {
    await writeFile(lockFile(), '999999999');
    const release = await lockDataDir(dir, fast);
    await release();
  });

  it('takes over a lock whose pid now belongs to another process: its heartbeat has stopped', async () => {
    const other = bystander();
    try {
      await writeFile(
        lockFile(),
        JSON.stringify({ pid: other.pid, token: 'old', beat: Date.now() - 60_000 }),
      );
      await (await lockDataDir(dir, fast))();
      // A recent beat that never moves again is a dead owner too, found out once it goes stale.
      await writeFile(lockFile(), JSON.stringify({ pid: other.pid, token: 'old', beat: Date.now() }));
      await (await lockDataDir(dir, fast))();
    } finally {
      other.stop();
    }
  });

  it('takes over a lock naming its own pid from an earlier life (PID 1 in a restarted container)', async () => {
    await writeFile(lockFile(), JSON.stringify({ pid: process.pid, token: 'earlier', beat: Date.now() }));
    await (await lockDataDir(dir, fast))();
  });
});
