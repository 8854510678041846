/**
 * `POST /holiday-package-bookings` (rule holidays.api.booking): fetcher, mutation options and hook. A
 * failure toasts the server's message, else "Booking failed", else (no answer) "An unexpected error
 * occurred" (rule holidays.error.booking).
 */
import { apiPost } from '@andaman/shared/api-client/http';
import {
  type HolidayBookingRequest,
  holidayBookingResponseSchema,
} from '@andaman/shared/contracts/holiday-booking';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** Holiday booking messages (rule holidays.booking.success, rule holidays.error.booking). */
export const holidayBookingMessages = {
  success: 'Holiday package booking request sent successfully.',
  failed: 'Booking failed',
} as const;

/** Sends the booking request with its `Idempotency-Key` (a retry with the same key books once). */
export async function createHolidayBooking(request: HolidayBookingRequest, idempotencyKey: string) {
  return apiPost('/holiday-package-bookings', request, holidayBookingResponseSchema, {
    idempotencyKey,
    fallbackMessage: holidayBookingMessages.failed,
  });
}

/** The booking mutation: success and failure toasts come from its `meta`. */
export const getCreateHolidayBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['holidays', 'booking', 'create'],
    mutationFn: ({ request, key }: { request: HolidayBookingRequest; key: string }) =>
      createHolidayBooking(request, key),
    meta: { successToast: holidayBookingMessages.success, errorToast: true },
  });

/** Books a package. */
export const useCreateHolidayBooking = () => useMutation(getCreateHolidayBookingMutationOptions());
