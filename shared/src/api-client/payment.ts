/**
 * `POST /payment` (rule payment.create), used by every area that pays online (ferry, activities):
 * the fetcher and its mutation options (3 tries, 1 s apart, with one `Idempotency-Key`), declared without
 * TanStack Query's runtime (`query/typed-options`), so a checkout that imports it loads none of it.
 * The browser is only ever sent to a provider origin on the configured allow-list. The call itself (ky and
 * the payment's response schema, `create-payment`) downloads when a payment is first created (or on
 * intent, `preloadCreatePayment`), not with the checkout that offers it.
 */
import { isApiError } from '@andaman/shared/api-client/api-error';
import type { PaymentRequestInput } from '@andaman/shared/contracts/payment';
import { onUseModule } from '@andaman/shared/on-use-module';
import { mutationOptions } from '@andaman/shared/query/typed-options';
import { PAYMENT_FAILED_MESSAGE } from '@andaman/shared/rules/payment-failed';
import { SEATS_TAKEN_CODE } from '@andaman/shared/rules/seats-taken';

/** Payment creation: 3 tries, 1000 ms apart (rule payment.create). */
export const PAYMENT_RETRY = Object.freeze({ attempts: 3, delayMs: 1000 });

/** Toast after the last try failed (rule payment.create.failed). */
export { PAYMENT_FAILED_MESSAGE } from '@andaman/shared/rules/payment-failed';

/** Thrown when the provider's URL is not on the allow-list: never retried, never followed. */
export class RefusedRedirectError extends Error {
  constructor(url: string) {
    super(`Payment redirect refused: ${url}`);
    this.name = 'RefusedRedirectError';
  }
}

/** Thrown when the server answers without `success` (rule payment.create.not-initiated): not retried. */
export class PaymentNotInitiatedError extends Error {
  constructor() {
    super('Payment not initiated: the answer had no success');
    this.name = 'PaymentNotInitiatedError';
  }
}

/** Whether a payment was refused because the ferry places it asks for were just sold or held by someone else. */
export const isSeatsTaken = (error: unknown): boolean => isApiError(error) && error.code === SEATS_TAKEN_CODE;

/**
 * Whether a failed payment creation is final (not worth another try): no success, a refused URL, or places
 * that are no longer for sale.
 */
export const isFinalPaymentFailure = (error: unknown): boolean =>
  error instanceof RefusedRedirectError || error instanceof PaymentNotInitiatedError || isSeatsTaken(error);

/**
 * The payment provider's URL, if the browser may be sent there: an http(s) URL whose origin is on the
 * allow-list from configuration. A `javascript:` URL, another scheme or a foreign origin gives
 * `undefined`.
 */
export function allowedPaymentRedirect(url: string, allowedOrigins: readonly string[]): URL | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  const allowed = allowedOrigins.some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin;
    } catch {
      return false;
    }
  });
  return allowed ? parsed : undefined;
}

/** One payment to create. Retries reuse these variables, so the same key reaches the server. */
export type CreatePaymentVariables = {
  request: PaymentRequestInput;
  /** One key per purchase: the server never charges a retried request twice. */
  idempotencyKey: string;
  /** Where the provider may send the browser (the run-time configuration's `paymentOrigins`). */
  allowedOrigins: readonly string[];
};

const paymentCall = onUseModule(() => import('@andaman/shared/api-client/create-payment'));

/** Starts downloading the payment call ahead of a payment (on intent: the Pay button pointed at or focused). */
export const preloadCreatePayment = (): void => paymentCall.preload();

/** Creates the payment and gives the provider URL to send the browser to. */
export async function createPayment(variables: CreatePaymentVariables): Promise<URL> {
  return (await paymentCall.load()).createPayment(variables);
}

/**
 * Tried until a redirect URL arrives, at most 3 times 1 s apart (an answer without success or a refused URL
 * is not tried again);
 * after the last failure the toast says "Payment processing failed. Please try again."
 */
export const getCreatePaymentMutationOptions = () =>
  mutationOptions({
    mutationKey: ['payment', 'create'],
    mutationFn: createPayment,
    retry: (failureCount, error) =>
      failureCount < PAYMENT_RETRY.attempts - 1 && !isFinalPaymentFailure(error),
    retryDelay: PAYMENT_RETRY.delayMs,
    meta: { errorToast: PAYMENT_FAILED_MESSAGE },
  });
