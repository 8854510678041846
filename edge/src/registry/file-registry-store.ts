// The registry as one JSON file per environment (`<dir>/<environment>.json`): rewritten whole under a
// lock file and replaced by an atomic rename, read on every request (a move takes effect on the next
// page load).
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { isRunning } from '../process-alive.ts';
import type { RegistryStore } from './registry-store.ts';

const LOCK_WAIT_MS = 30_000;

/** Takes `path` as a lock (exclusive create); a lock whose holder is gone is taken over. */
async function acquireLock(path: string): Promise<() => void> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      closeSync(openSync(path, 'wx'));
      writeFileSync(path, String(process.pid));
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(path, { encoding: 'utf8', flag: 'a+' }) || 0);
    if (holder && !isRunning(holder)) rmSync(path, { force: true });
    else if (Date.now() > deadline) throw new Error(`${path} is held by process ${holder}`);
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function fileRegistryStore(dir: string): RegistryStore {
  const fileOf = (environment: string) => join(dir, `${environment}.json`);
  const readNow = (environment: string) => {
    const file = fileOf(environment);
    if (!existsSync(file)) return undefined;
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  };
  return {
    kind: 'file',
    read: async (environment) => readNow(environment),
    async update(environment, change) {
      mkdirSync(dir, { recursive: true });
      const release = await acquireLock(join(dir, `${environment}.lock`));
      try {
        const { text, result } = await change(readNow(environment));
        const file = fileOf(environment);
        const temporary = `${file}.${process.pid}.tmp`;
        writeFileSync(temporary, text);
        renameSync(temporary, file);
        return result;
      } finally {
        release();
      }
    },
    async live(environment) {
      return { text: () => readNow(environment), close: async () => undefined };
    },
    close: async () => undefined,
  };
}
