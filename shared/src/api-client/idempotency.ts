/**
 * One `Idempotency-Key` per operation (a booking, a payment), kept with a fingerprint of its request:
 * a retry, a double click or a reload that sends the same request again reuses the key, so the server
 * creates one record; a changed request gets a fresh key. Keep the attempt in a `guardedAtom` (checked by
 * `isIdempotentAttempt`) until the operation succeeded. Without ky and zod: a checkout holds its guard
 * from its first render.
 */
import { type Guard, type Guarded, isText, nullable, objectOf } from '@andaman/shared/state/stored-shape';

const isKey: Guard<string> = (value): value is string => typeof value === 'string' && value.length > 0;

/** An operation in progress: its key and the request it was made for. */
export const isIdempotentAttempt = objectOf({ key: isKey, fingerprint: isText });
export type IdempotentAttempt = Guarded<typeof isIdempotentAttempt>;

/** An attempt, or none (what a booking's attempt atom holds). */
export const isIdempotentAttemptOrNone = nullable(isIdempotentAttempt);

/**
 * A fresh random `Idempotency-Key`. `crypto.randomUUID` exists only in secure contexts, so plain-HTTP
 * environments fall back to 128 random bits in hex from `crypto.getRandomValues`.
 */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The attempt for `request`: `current` while the request is the same, a fresh key otherwise. */
export function attemptFor(request: unknown, current: IdempotentAttempt | null): IdempotentAttempt {
  const fingerprint = JSON.stringify(request);
  if (current && current.fingerprint === fingerprint) return current;
  return { key: createIdempotencyKey(), fingerprint };
}
