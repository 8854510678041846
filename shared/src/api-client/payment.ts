/**
 * `POST /payment` (spec 000 §7, spec 001 §7), used by every area that pays online (ferry, activities):
 * the fetcher, its mutation options (3 tries, 1 s apart, with one `Idempotency-Key`) and the hook.
 * The browser is only ever sent to a provider origin on the configured allow-list.
 */
import { apiPost } from '@andaman/shared/api-client/http';
import { type PaymentRequestInput, paymentResponseSchema } from '@andaman/shared/contracts/payment';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** Payment creation: 3 tries, 1000 ms apart (spec 000 §9, spec 001 §9). */
export const PAYMENT_RETRY = Object.freeze({ attempts: 3, delayMs: 1000 });

/** Toast after the last try failed (spec 000 §8, spec 001 §8). */
export const PAYMENT_FAILED_MESSAGE = 'Payment processing failed. Please try again.';

/** Thrown when the provider's URL is not on the allow-list: never retried, never followed. */
export class RefusedRedirectError extends Error {
  constructor(url: string) {
    super(`Payment redirect refused: ${url}`);
    this.name = 'RefusedRedirectError';
  }
}

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
  const created = await apiPost('/payment', request, paymentResponseSchema, { idempotencyKey });
  const url = created.data.instrumentResponse.redirectInfo.url;
  const target = allowedPaymentRedirect(url, allowedOrigins);
  if (!target) throw new RefusedRedirectError(url);
  return target;
}

/**
 * Tried until a redirect URL arrives, at most 3 times 1 s apart (a refused URL is not tried again);
 * after the last failure the toast says "Payment processing failed. Please try again."
 */
export const createPaymentMutation = () =>
  mutationOptions({
    mutationKey: ['payment', 'create'],
    mutationFn: createPayment,
    retry: (failureCount, error) =>
      failureCount < PAYMENT_RETRY.attempts - 1 && !(error instanceof RefusedRedirectError),
    retryDelay: PAYMENT_RETRY.delayMs,
    meta: { errorToast: PAYMENT_FAILED_MESSAGE },
  });

/** Creates a payment (`mutateAsync` resolves with the provider URL). */
export function useCreatePayment() {
  return useMutation(createPaymentMutation());
}
