/** `POST /holiday-package-bookings` (rule holidays.api.booking): fetcher, mutation options and hook. */
import { ApiError, apiPost, isApiError, serverMessage } from '@andaman/shared/api-client/http';
import {
  type HolidayBookingRequest,
  holidayBookingResponseSchema,
} from '@andaman/shared/contracts/holiday-booking';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** Holiday booking messages (rule holidays.booking.success, rule holidays.error.booking). */
export const holidayBookingMessages = {
  success: 'Holiday package booking request sent successfully.',
  failed: 'Booking failed',
  unexpected: 'An unexpected error occurred',
} as const;

/**
 * The toast of a failed booking (rule holidays.error.booking): when the server answered, its message or
 * "Booking failed"; anything else (no answer, a timeout) "An unexpected error occurred".
 */
export function holidayBookingErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status !== undefined || error.body !== undefined)) {
    return serverMessage(error.body) ?? holidayBookingMessages.failed;
  }
  return holidayBookingMessages.unexpected;
}

/** Sends the booking request with its `Idempotency-Key` (a retry with the same key books once). */
export async function createHolidayBooking(request: HolidayBookingRequest, idempotencyKey: string) {
  try {
    return await apiPost('/holiday-package-bookings', request, holidayBookingResponseSchema, {
      idempotencyKey,
    });
  } catch (error) {
    throw new ApiError(holidayBookingErrorMessage(error), {
      ...(isApiError(error) ? { status: error.status, code: error.code, body: error.body } : {}),
      cause: error,
    });
  }
}

/** The booking mutation: success and failure toasts come from its `meta`. */
export const createHolidayBookingMutation = () =>
  mutationOptions({
    mutationFn: ({ request, key }: { request: HolidayBookingRequest; key: string }) =>
      createHolidayBooking(request, key),
    meta: { successToast: holidayBookingMessages.success, errorToast: true },
  });

/** Books a package. */
export const useCreateHolidayBooking = () => useMutation(createHolidayBookingMutation());
