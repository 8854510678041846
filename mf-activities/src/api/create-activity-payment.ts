/**
 * `POST /payment` for an activity (rule activities.api.payment), on the shared payment call (3 tries 1 s
 * apart with one `Idempotency-Key`, allow-listed redirect). Only the messages are the area's own: an answer
 * without success (or a provider URL that may not be followed) is "Failed to initiate payment."; a payment
 * that still fails after the third try is "Payment processing failed. Please try again.".
 */
import { ApiError, isApiError } from '@andaman/shared/api-client/http';
import {
  createPayment,
  getCreatePaymentMutationOptions,
  isFinalPaymentFailure,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_RETRY,
} from '@andaman/shared/api-client/payment';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { activityMessages } from '../domain/messages';

/** `ApiError.code` of a payment the server would not start: never tried again. */
export const PAYMENT_NOT_INITIATED = 'PAYMENT_NOT_INITIATED';

/** The error a failed try ends with: its message is the toast (rule activities.error.payment-failed). */
export function activityPaymentError(error: unknown): ApiError {
  return isFinalPaymentFailure(error)
    ? new ApiError(activityMessages.paymentNotInitiated, { code: PAYMENT_NOT_INITIATED, cause: error })
    : new ApiError(PAYMENT_FAILED_MESSAGE, { cause: error });
}

export const getCreateActivityPaymentMutationOptions = () =>
  mutationOptions({
    ...getCreatePaymentMutationOptions(),
    mutationFn: async (variables: Parameters<typeof createPayment>[0]) => {
      try {
        return await createPayment(variables);
      } catch (error) {
        throw activityPaymentError(error);
      }
    },
    retry: (failureCount: number, error: unknown) =>
      failureCount < PAYMENT_RETRY.attempts - 1 &&
      !(isApiError(error) && error.code === PAYMENT_NOT_INITIATED),
    meta: { errorToast: true },
  });

/** Creates the activity's payment (`mutateAsync` resolves with the provider URL). */
export const useCreateActivityPayment = () => useMutation(getCreateActivityPaymentMutationOptions());
