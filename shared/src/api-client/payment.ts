/**
 * `POST /payment` (rule payment.create), used by every area that pays online (ferry, activities):
 * the fetcher, its mutation options (3 tries, 1 s apart, with one `Idempotency-Key`) and the hook.
 * The browser is only ever sent to a provider origin on the configured allow-list.
 */
import { API_ERROR_CODES, apiPost, isApiError } from '@andaman/shared/api-client/http';
import {
  type PaymentRequestInput,
  type PaymentResponse,
  paymentResponseSchema,
  SEATS_TAKEN_CODE,
} from '@andaman/shared/contracts/payment';
import { PAYMENT_FAILED_MESSAGE } from '@andaman/shared/rules/payment-failed';
import { rememberBooking, rememberPayment } from '@andaman/shared/state/device-bookings';
import { mutationOptions, useMutation } from '@tanstack/react-query';

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

/** A 200 answer `{ success: false, … }` that did not fit the payment schema. */
const answeredWithoutSuccess = (error: unknown): boolean =>
  isApiError(error) &&
  error.code === API_ERROR_CODES.invalidResponse &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'success' in error.body &&
  error.body.success === false;

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

/** Creates the payment and gives the provider URL to send the browser to. */
export async function createPayment({
  request,
  idempotencyKey,
  allowedOrigins,
}: CreatePaymentVariables): Promise<URL> {
  let created: PaymentResponse;
  try {
    created = await apiPost('/payment', request, paymentResponseSchema, { idempotencyKey });
  } catch (error) {
    if (answeredWithoutSuccess(error)) throw new PaymentNotInitiatedError();
    throw error;
  }
  if (!created.success) throw new PaymentNotInitiatedError();
  // The payment's check and the trip page ask with the booking's token (rule trips.device-tokens); a ferry
  // purchase is a booking of its own, whose token comes with the payment.
  const { reference, ownerToken, transactionId } = created.data;
  if (ownerToken) rememberBooking({ reference, ownerToken });
  rememberPayment(transactionId, reference);
  const url = created.data.instrumentResponse.redirectInfo.url;
  const target = allowedPaymentRedirect(url, allowedOrigins);
  if (!target) throw new RefusedRedirectError(url);
  return target;
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

/** Creates a payment (`mutateAsync` resolves with the provider URL). */
export function useCreatePayment() {
  return useMutation(getCreatePaymentMutationOptions());
}
