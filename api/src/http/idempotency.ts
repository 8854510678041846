import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
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

// A first attempt that never finished (the process died) stops blocking its key after this long.
const ABANDONED_AFTER_MS = 60_000;

/**
 * Runs a creating POST at most once per `Idempotency-Key` (scoped by endpoint). A retry with the same key
 * and body gets the first successful answer again (with `Idempotent-Replayed: true`) and creates nothing;
 * the same key with a different body is a 422; a retry while the first is still running is a 409. Only
 * successful answers are kept: a failed attempt created nothing, so its key may be used again.
 */
export const idempotent = async (
  c: Context,
  deps: { db: Db; now: () => Date },
  scope: string,
  body: unknown,
  run: () => Promise<Response>,
): Promise<Response> => {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) return run();
  if (key.trim() === '' || key.length > 255)
    throw new HttpError(400, 'Idempotency-Key must be 1 to 255 characters');
  const requestHash = hashBody(body);
  const { db, now } = deps;
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, status: null, body: null, createdAt: now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [existing] = await db.select().from(idempotencyKeys).where(where);
    if (!existing)
      throw new HttpError(409, 'A request with this Idempotency-Key is being processed; retry shortly');
    if (existing.requestHash !== requestHash) {
      throw new HttpError(422, 'Idempotency-Key was already used with a different request body');
    }
    if (existing.status === null) {
      const abandoned = now().getTime() - existing.createdAt.getTime() > ABANDONED_AFTER_MS;
      if (!abandoned)
        throw new HttpError(409, 'A request with this Idempotency-Key is being processed; retry shortly');
      await db.update(idempotencyKeys).set({ createdAt: now() }).where(where);
    } else {
      c.header('Idempotent-Replayed', 'true');
      return c.json(existing.body, existing.status as ContentfulStatusCode);
    }
  }

  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
  if (response.status >= 200 && response.status < 300) {
    const stored: unknown = await response.clone().json();
    await db.update(idempotencyKeys).set({ status: response.status, body: stored }).where(where);
  } else {
    await db.delete(idempotencyKeys).where(where);
  }
  return response;
};
