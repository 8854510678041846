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

describe('data folder lock', () => {
  it('lets one holder in at a time and frees the folder on release', async () => {
    const release = await lockDataDir(dir);
    expect(await readFile(path.join(dir, 'api.lock'), 'utf8')).toBe(String(process.pid));
    await expect(lockDataDir(dir)).rejects.toThrow(/is in use by process/);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });
  it('takes over a lock left by a process that is gone', async () => {
    await writeFile(path.join(dir, 'api.lock'), '999999999');
    const release = await lockDataDir(dir);
    await release();
  });
});
