/**
 * The booking in progress, kept for the tab's session and parsed when read back (`persistedAtom`): the
 * form as typed (a reload loses nothing) and the booking's and payment's `Idempotency-Key`s, so a retry,
 * a double click or a reload creates one booking and one payment.
 */
import { isIdempotentAttemptOrNone } from '@andaman/shared/api-client/idempotency';
import { guardedAtom, persistedAtom } from '@andaman/shared/state/persisted-atom';
import { checkoutDraftSchema } from './checkout-form';

export const CHECKOUT_STORAGE_KEYS = {
  draft: 'activities.checkout',
  booking: 'activities.booking',
  payment: 'activities.payment',
} as const;

export const checkoutDraftAtom = persistedAtom(
  CHECKOUT_STORAGE_KEYS.draft,
  null,
  checkoutDraftSchema.nullable(),
);
export const bookingAttemptAtom = guardedAtom(CHECKOUT_STORAGE_KEYS.booking, null, isIdempotentAttemptOrNone);
export const paymentAttemptAtom = guardedAtom(CHECKOUT_STORAGE_KEYS.payment, null, isIdempotentAttemptOrNone);
