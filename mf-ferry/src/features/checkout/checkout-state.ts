import { createIdempotencyKey } from '@andaman/shared/api-client/http';
import { isRecord, persistedAtom } from '../storage/persisted-atom';

/** The payment attempt in progress: its `Idempotency-Key` and the request it was made for. */
export type PaymentAttempt = { key: string; fingerprint: string };

const isAttempt = (value: unknown): value is PaymentAttempt | null =>
  value === null ||
  (isRecord(value) && typeof value.key === 'string' && typeof value.fingerprint === 'string');

/**
 * Kept for the tab's session until the redirect to the provider, so a retry after a timeout (or a reload)
 * sends the same key and the server never charges one purchase twice.
 */
export const paymentAttemptAtom = persistedAtom<PaymentAttempt | null>('ferry.payment', null, isAttempt);

/**
 * The key for a payment request: the stored one while the request is the same purchase, a fresh one when
 * the purchase changed (another ticket, traveller or amount).
 */
export function attemptFor(request: unknown, current: PaymentAttempt | null): PaymentAttempt {
  const fingerprint = JSON.stringify(request);
  if (current && current.fingerprint === fingerprint) return current;
  return { key: createIdempotencyKey(), fingerprint };
}
