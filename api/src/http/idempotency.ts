import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { TestControls } from '../features/test-controls/state';
import { HttpError } from './errors';

/** JSON with object keys sorted, so two equal bodies hash the same whatever their key order. */
export const stableStringify = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/** Fingerprint of a request body. */
export const hashBody = (body: unknown): string =>
  createHash('sha256').update(stableStringify(body)).digest('hex');

/** How long a key is remembered: a retry after this is a new request (as Stripe does). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * How an answer is kept for replays when it carries a secret that must not be stored (a booking's owner
 * token): `toStored` is what is written, `fromStored` makes a replay whole again (a fresh secret).
 */
export type StoredAnswer = {
  toStored: (body: unknown) => unknown;
  fromStored: (stored: unknown, db: Db) => Promise<unknown>;
};

/** What an idempotent request needs around it. */
export type IdempotencyDeps = {
  db: Db;
  now: () => Date;
  /** Test mode's stall between creating and answering (`/__test__/idempotency/stall`). */
  controls?: Pick<TestControls, 'idempotencyStallMs'>;
  /** How the answer is kept when it carries a secret (see `StoredAnswer`); as it is by default. */
  stored?: StoredAnswer;
};

/** Carries a non-2xx answer out of the transaction, which it rolls back. */
class Refused extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

/**
 * Runs a creating POST at most once per `Idempotency-Key` (scoped by endpoint). `run` gets the database to
 * write with: inside one transaction with the key's row, so the key and what it creates are committed
 * together or not at all (a crash, a refusal or an error leaves neither, and the key may be used again).
 * The key's primary key guards it: a concurrent attempt with the same key waits for the first one's
 * transaction and then replays its answer (on PostgreSQL the insert waits on the uncommitted row; PGlite runs
 * transactions one at a time), so no second record is ever created, on one instance or several. A retry with
 * the same key and body gets the first successful answer again (`Idempotent-Replayed: true`); the same key
 * with a different body is a 422. Keys are remembered for `IDEMPOTENCY_RETENTION_MS`; a row left unfinished
 * by the earlier two-write scheme is cleared when its key comes again. `deps.stored` keeps a secret of the
 * answer out of the table (see `StoredAnswer`).
 */
export const idempotent = async (
  c: Context,
  deps: IdempotencyDeps,
  scope: string,
  body: unknown,
  run: (db: Db) => Promise<Response>,
): Promise<Response> => {
  const key = c.req.header('Idempotency-Key');
  const { db, now, stored } = deps;
  if (key === undefined) return run(db);
  if (key.trim() === '' || key.length > 255)
    throw new HttpError(400, 'Idempotency-Key must be 1 to 255 characters');
  const requestHash = hashBody(body);
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  // A second round only when the row seen as taken has vanished meanwhile (expired and purged).
  for (let round = 0; round < 3; round++) {
    const created = await db
      .transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const expired = new Date(now().getTime() - IDEMPOTENCY_RETENTION_MS);
        await txDb
          .delete(idempotencyKeys)
          .where(and(where, or(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, expired))));
        const claimed = await txDb
          .insert(idempotencyKeys)
          .values({ scope, key, requestHash, status: null, body: null, createdAt: now() })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) return undefined;
        const response = await run(txDb);
        if (response.status < 200 || response.status >= 300) throw new Refused(response);
        const answer: unknown = await response.clone().json();
        const stall = deps.controls?.idempotencyStallMs ?? 0;
        if (stall > 0) await new Promise((resolve) => setTimeout(resolve, stall));
        await txDb
          .update(idempotencyKeys)
          .set({ status: response.status, body: stored ? stored.toStored(answer) : answer })
          .where(where);
        return response;
      })
      .catch((error: unknown) => {
        if (error instanceof Refused) return error.response;
        throw error;
      });
    if (created) return created;

    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (!existing || existing.status === null) continue;
    if (existing.requestHash !== requestHash) {
      throw new HttpError(422, 'Idempotency-Key was already used with a different request body');
    }
    c.header('Idempotent-Replayed', 'true');
    const replayed = stored ? await stored.fromStored(existing.body, db) : existing.body;
    return c.json(replayed, existing.status as ContentfulStatusCode);
  }
  throw new HttpError(409, 'A request with this Idempotency-Key is being processed; retry shortly');
};

/** Forgets keys older than the retention (run from time to time; a key past it is also cleared on use). */
export const purgeExpiredKeys = async (db: Db, now: Date): Promise<number> => {
  const expired = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, expired))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
};
