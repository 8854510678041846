/**
 * The payment call itself (`POST /payment` through ky, its answer parsed by the payment's schema), loaded
 * by `api-client/payment` when a payment is first created: a checkout renders without it.
 */
import { API_ERROR_CODES, apiPost, isApiError } from '@andaman/shared/api-client/http';
import {
  allowedPaymentRedirect,
  type CreatePaymentVariables,
  PaymentNotInitiatedError,
  RefusedRedirectError,
} from '@andaman/shared/api-client/payment';
import { type PaymentResponse, paymentResponseSchema } from '@andaman/shared/contracts/payment';
import { rememberBooking, rememberPayment } from '@andaman/shared/state/device-bookings';

/** A 200 answer `{ success: false, … }` that did not fit the payment schema. */
const answeredWithoutSuccess = (error: unknown): boolean =>
  isApiError(error) &&
  error.code === API_ERROR_CODES.invalidResponse &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'success' in error.body &&
  error.body.success === false;

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
