import { isIdempotentAttemptOrNone } from '@andaman/shared/api-client/idempotency';
import { guardedAtom } from '@andaman/shared/state/persisted-atom';

/**
 * The payment in progress, kept for the tab's session until the redirect to the provider, so a retry
 * after a timeout (or a reload) sends the same `Idempotency-Key` and one purchase is never charged twice.
 */
export const paymentAttemptAtom = guardedAtom('ferry.payment', null, isIdempotentAttemptOrNone);
