import type { TransactionType } from '@andaman/shared/contracts/payment';
import { SEATS_TAKEN_CODE } from '@andaman/shared/rules/seats-taken';
import { type ThankYouKind, thankYouPath } from '@andaman/shared/rules/trip-paths';

export { THANK_YOU_PATHS } from '@andaman/shared/rules/trip-paths';

/** The one payment status that means the traveller has paid (rule payment.status.check). */
export const COMPLETED_PAYMENT_STATUS = 'COMPLETED';

/**
 * Where a paid transaction goes (rule payment.thank-you): activity to the activities page, hotel and holiday
 * to the holidays page, ferry (and a missing or unknown type, ferry being the default) to the ferry page.
 */
export function thankYouPathFor(
  transactionType: TransactionType | string | null | undefined,
  reference?: string,
): string {
  const kind: ThankYouKind =
    transactionType === 'activity'
      ? 'activities'
      : transactionType === 'hotel' || transactionType === 'holiday'
        ? 'holidays'
        : 'ferry';
  // The page shows the booking paid for (rule trips.thank-you).
  return thankYouPath(kind, reference);
}

/** Where a traveller whose ferry seats were taken goes to choose again: the ferry search. */
export const CHOOSE_FERRY_AGAIN_PATH = '/ferry';

/** What the payment status page does with a transaction check. */
export type PaymentOutcome =
  /** Paid: go to the thank-you page. */
  | { kind: 'completed'; path: string }
  /** Not paid because the ferry places were taken meanwhile: say so, and offer to choose again. */
  | { kind: 'seats-taken'; path: string }
  /** Answered, but not paid: "Payment Failed!" dialog, then home. */
  | { kind: 'not-completed' };

/**
 * Reads a transaction check: only `COMPLETED` is a success; anything else (PENDING, FAILED) is not, and a
 * failure because the seats were taken (`failureReason`) is told apart.
 */
export function paymentOutcome(check: {
  paymentStatus?: string | null;
  transactionType?: string | null;
  failureReason?: string | null;
  reference?: string | null;
}): PaymentOutcome {
  if (check.paymentStatus === COMPLETED_PAYMENT_STATUS) {
    return { kind: 'completed', path: thankYouPathFor(check.transactionType, check.reference ?? undefined) };
  }
  if (check.paymentStatus === 'FAILED' && check.failureReason === SEATS_TAKEN_CODE) {
    return { kind: 'seats-taken', path: CHOOSE_FERRY_AGAIN_PATH };
  }
  return { kind: 'not-completed' };
}
