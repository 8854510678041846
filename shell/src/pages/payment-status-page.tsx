import { useNavigate, useParams } from '@andaman/shared/router';
import { SEATS_TAKEN_MESSAGE } from '@andaman/shared/rules/seats-taken';
import { forgetPaidCheckout, readPaymentReturn } from '@andaman/shared/state/payment-return';
import { Spinner } from '@andaman/shared/ui/spinner';
import { useEffect, useState } from 'react';
import { PaymentFailureDialog } from '../features/payment-status/payment-failure-dialog';
import styles from '../features/payment-status/payment-status.module.css';
import { paymentOutcome } from '../features/payment-status/thank-you-route';
import { useTransactionCheck } from '../features/payment-status/transaction-check';

/**
 * Texts of the page and its dialogs (rule payment.status.processing, rule payment.failed,
 * rule payment.check-failed).
 */
export const PAYMENT_STATUS_TEXT = {
  processingTitle: 'Processing Payment',
  processingText: 'Please wait while we verify your payment...',
  notCompletedTitle: 'Payment Failed!',
  notCompletedText: 'Transaction unsuccessful',
  requestFailedTitle: 'Transaction unsuccessful!',
  requestFailedText: 'Transaction Failed',
  seatsTakenText: SEATS_TAKEN_MESSAGE,
  chooseAgain: 'Choose again',
  tryAgain: 'Try again',
} as const;

/**
 * `/payment-status/:transactionId` (rule payment.status.route): verifies the payment, then goes to the
 * thank-you page of its type; a payment that is not completed, or a check that fails, shows its dialog
 * instead of the "Processing Payment" text, with "Try again" back to the checkout as it was left
 * (rule payment.failed.try-again) and "Back to home". A ferry payment refused because its seats were just
 * taken says so and offers to choose again.
 */
export function PaymentStatusPage() {
  const { transactionId = '' } = useParams();
  const navigate = useNavigate();
  const check = useTransactionCheck(transactionId);
  const outcome = check.data ? paymentOutcome(check.data) : undefined;
  const completedPath = outcome?.kind === 'completed' ? outcome.path : undefined;
  const chooseAgainPath = outcome?.kind === 'seats-taken' ? outcome.path : undefined;
  const notCompleted = outcome?.kind === 'not-completed';
  const requestFailed = check.isError || transactionId === '';
  // Read once: the checkout recorded it in this tab before leaving for the provider.
  const [retryPath] = useState(() => readPaymentReturn()?.retryPath);

  useEffect(() => {
    if (!completedPath) return;
    forgetPaidCheckout();
    // Replace, so Back from the thank-you page does not verify the payment again.
    navigate(completedPath, { replace: true });
  }, [completedPath, navigate]);

  const goHome = () => navigate('/', { replace: true });
  const tryAgain = retryPath
    ? { label: PAYMENT_STATUS_TEXT.tryAgain, onClick: () => navigate(retryPath, { replace: true }) }
    : undefined;
  const settled = chooseAgainPath !== undefined || notCompleted || requestFailed;
  const settledTitle = requestFailed
    ? PAYMENT_STATUS_TEXT.requestFailedTitle
    : PAYMENT_STATUS_TEXT.notCompletedTitle;

  return (
    <>
      <title>{`${PAYMENT_STATUS_TEXT.processingTitle} | Andaman Island Experts`}</title>
      <meta name="robots" content="noindex" />
      {settled ? (
        // Behind the dialog: the outcome, never "Please wait".
        <section className={styles.processing}>
          <h1 className={styles.title}>{settledTitle}</h1>
        </section>
      ) : (
        <section className={styles.processing} aria-busy={check.isPending} aria-live="polite">
          <Spinner size="large" />
          <h1 className={styles.title}>{PAYMENT_STATUS_TEXT.processingTitle}</h1>
          <p className={styles.text}>{PAYMENT_STATUS_TEXT.processingText}</p>
        </section>
      )}
      <PaymentFailureDialog
        open={chooseAgainPath !== undefined}
        title={PAYMENT_STATUS_TEXT.notCompletedTitle}
        text={PAYMENT_STATUS_TEXT.seatsTakenText}
        onClose={goHome}
        action={{
          label: PAYMENT_STATUS_TEXT.chooseAgain,
          onClick: () => navigate(chooseAgainPath ?? '/', { replace: true }),
        }}
      />
      <PaymentFailureDialog
        open={notCompleted}
        title={PAYMENT_STATUS_TEXT.notCompletedTitle}
        text={PAYMENT_STATUS_TEXT.notCompletedText}
        onClose={goHome}
        action={tryAgain}
      />
      <PaymentFailureDialog
        open={requestFailed}
        title={PAYMENT_STATUS_TEXT.requestFailedTitle}
        text={PAYMENT_STATUS_TEXT.requestFailedText}
        onClose={goHome}
        action={tryAgain}
      />
    </>
  );
}
