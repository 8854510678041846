import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims a PGlite data folder for this process. PGlite has no locking of its own, and two servers writing
 * one folder would corrupt it, so a second server on the same folder stops with a clear message. A lock
 * left by a process that no longer runs is taken over. Returns the release function.
 */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  const file = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The data folder ${dataDir} is in use by process ${owner}. Stop that server or set API_DATA_DIR to another folder.`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
};
