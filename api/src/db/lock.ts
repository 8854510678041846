import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
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

/** What the lock file holds: the owner's process id, a token naming this hold, and its last heartbeat (ms). */
type LockRecord = { pid: number; token: string; beat: number | undefined };

/** Timing of the heartbeat: a live owner rewrites `beat` every `beatMs`; one silent for `staleAfterMs` is gone. */
export type LockTiming = { beatMs: number; staleAfterMs: number };

/** Every 2 s; stale after 15 s without a beat (7 missed beats: a busy event loop is not mistaken for a dead one). */
export const LOCK_TIMING: LockTiming = { beatMs: 2000, staleAfterMs: 15_000 };

// Tokens of the holds of this process: a lock naming our pid with another token is from an earlier process
// that had the same pid (PID 1 in a restarted container).
const heldHere = new Set<string>();

const readRecord = async (file: string): Promise<LockRecord | undefined> => {
  const text = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), token: '', beat: undefined };
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    if (typeof value.pid === 'number' && typeof value.token === 'string' && typeof value.beat === 'number')
      return { pid: value.pid, token: value.token, beat: value.beat };
  } catch {
    // half-written or foreign: stale
  }
  return undefined;
};

/**
 * Whether the lock's owner still runs: its heartbeat is recent and keeps moving. A live process id alone
 * proves nothing (it may have been reused), so when the beat is recent but the pid is not ours, the beat is
 * watched until it moves (a live owner) or goes stale (a dead one whose pid now belongs to someone else).
 * A lock file without a heartbeat (older servers) counts while its process runs.
 */
const ownerRuns = async (file: string, record: LockRecord, timing: LockTiming): Promise<boolean> => {
  if (record.pid === process.pid) return heldHere.has(record.token);
  if (!isAlive(record.pid)) return false;
  if (record.beat === undefined) return true;
  for (;;) {
    if (Date.now() - record.beat > timing.staleAfterMs) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(500, timing.beatMs)));
    const now = await readRecord(file);
    if (!now || now.token !== record.token) return false;
    if (now.beat !== record.beat) return true;
  }
};

/**
 * Claims a PGlite data folder for this process. PGlite has no locking of its own, and two servers writing
 * one folder would corrupt it, so a second server on the same folder stops with a clear message. The lock
 * file carries a heartbeat rewritten every `beatMs`; a lock whose owner is gone (its process ended, or its
 * heartbeat stopped, e.g. its pid now belongs to an unrelated process) is taken over. Returns the release
 * function.
 */
export const lockDataDir = async (
  dataDir: string,
  timing: LockTiming = LOCK_TIMING,
): Promise<() => Promise<void>> => {
  const file = path.join(dataDir, 'api.lock');
  const token = randomBytes(12).toString('hex');
  const content = () => JSON.stringify({ pid: process.pid, token, beat: Date.now() });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, content(), { flag: 'wx' });
      heldHere.add(token);
      const beat = setInterval(() => {
        void (async () => {
          // Rewritten whole (write, then rename), and only while the lock is still ours.
          if ((await readRecord(file))?.token !== token) return;
          const next = `${file}.${token}`;
          await writeFile(next, content());
          await rename(next, file);
        })().catch(() => undefined);
      }, timing.beatMs);
      beat.unref();
      return async () => {
        clearInterval(beat);
        heldHere.delete(token);
        if ((await readRecord(file))?.token === token) await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readRecord(file);
      if (owner && (await ownerRuns(file, owner, timing))) {
        throw new Error(
          `The data folder ${dataDir} is in use by process ${owner.pid}. Stop that server or set API_DATA_DIR to another folder.`,
        );
      }
      // Removed only while it still holds the record judged stale, so a lock just taken by another starting
      // server is left alone.
      const again = await readRecord(file);
      if (again?.token === owner?.token && again?.beat === owner?.beat) await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
};
