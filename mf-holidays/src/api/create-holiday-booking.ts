/**
 * `POST /holiday-package-bookings` (rule holidays.api.booking): fetcher, mutation options and hook. A
 * failure toasts the server's message, else "Booking failed", else (no answer) "An unexpected error
 * occurred" (rule holidays.error.booking).
 */
import { postOrQueue } from '@andaman/shared/api-client/queued-requests';
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

/**
 * Sends the booking request with its `Idempotency-Key` (a retry with the same key books once). Without a
 * connection it is kept on the device and sent when the connection returns (rule trips.offline.queue):
 * the promise then stays pending, and `onQueued` tells the page.
 */
export async function createHolidayBooking(
  request: HolidayBookingRequest,
  idempotencyKey: string,
  onQueued?: () => void,
) {
  return postOrQueue('/holiday-package-bookings', request, holidayBookingResponseSchema, {
    idempotencyKey,
    fallbackMessage: holidayBookingMessages.failed,
    onQueued,
  });
}

/** The booking mutation: success and failure toasts come from its `meta`. */
export const getCreateHolidayBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['holidays', 'booking', 'create'],
    mutationFn: ({
      request,
      key,
      onQueued,
    }: {
      request: HolidayBookingRequest;
      key: string;
      onQueued?: () => void;
    }) => createHolidayBooking(request, key, onQueued),
    // Runs offline too: the request is then queued (not paused in memory, where a reload would lose it).
    networkMode: 'always',
    meta: { successToast: holidayBookingMessages.success, errorToast: true },
  });

/** Books a package. */
export const useCreateHolidayBooking = () => useMutation(getCreateHolidayBookingMutationOptions());
