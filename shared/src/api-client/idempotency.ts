/**
 * One `Idempotency-Key` per operation (a booking, a payment), kept with a fingerprint of its request:
 * a retry, a double click or a reload that sends the same request again reuses the key, so the server
 * creates one record; a changed request gets a fresh key. Keep the attempt in a `persistedAtom` until
 * the operation succeeded.
 */
import { createIdempotencyKey } from '@andaman/shared/api-client/http';
import { z } from 'zod';

/** An operation in progress: its key and the request it was made for. */
export const idempotentAttemptSchema = z.object({ key: z.string().min(1), fingerprint: z.string() });
export type IdempotentAttempt = z.infer<typeof idempotentAttemptSchema>;

/** The attempt for `request`: `current` while the request is the same, a fresh key otherwise. */
export function attemptFor(request: unknown, current: IdempotentAttempt | null): IdempotentAttempt {
  const fingerprint = JSON.stringify(request);
  if (current && current.fingerprint === fingerprint) return current;
  return { key: createIdempotencyKey(), fingerprint };
}
