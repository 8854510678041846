import { lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { purgeExpiredKeys } from '../http/idempotency';
import type { Db } from './client';
import { seatHolds } from './schema';

/** How often expired rows are removed. */
export const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/** Removes what has expired: idempotency keys past their retention and seat holds past their end. */
export const purgeExpired = async (db: Db, now: Date) => {
  const keys = await purgeExpiredKeys(db, now);
  const holds = await db
    .delete(seatHolds)
    .where(lt(seatHolds.expiresAt, now))
    .returning({ id: seatHolds.id });
  return { keys, holds: holds.length };
};

/**
 * Runs `purgeExpired` every `everyMs` (first after one interval) until the returned function is called. A
 * failure (the database away) is logged and tried again next time; it never ends the process.
 */
export const startHousekeeping = (
  db: Db,
  now: () => Date,
  log: Pick<Logger, 'info' | 'warn'>,
  everyMs = HOUSEKEEPING_EVERY_MS,
): (() => void) => {
  const timer = setInterval(() => {
    purgeExpired(db, now())
      .then((removed) => {
        if (removed.keys + removed.holds > 0) log.info(removed, 'expired rows removed');
      })
      .catch((error: unknown) => log.warn({ err: (error as Error).message }, 'housekeeping failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
