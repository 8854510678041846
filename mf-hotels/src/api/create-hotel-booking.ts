/**
 * `POST /hotel-bookings` (rule hotels.api.booking, rule hotels.booking.success, rule hotels.error.booking):
 * success toasts "Hotel booking request created successfully."; a server error its message or "Booking
 * failed"; anything else "An unexpected error occurred". One `Idempotency-Key` per booking, reused by
 * retries. Without a connection the request is kept on the device and sent when it returns (rule
 * trips.offline.queue): the mutation then stays pending, and `onQueued` tells the page.
 */
import { postOrQueue } from '@andaman/shared/api-client/queued-requests';
import {
  type HotelBookingRequest,
  hotelBookingResponseSchema,
} from '@andaman/shared/contracts/hotel-booking';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export const BOOKING_SUCCESS_MESSAGE = 'Hotel booking request created successfully.';
export const BOOKING_FAILED_MESSAGE = 'Booking failed';

export async function createHotelBooking(
  request: HotelBookingRequest,
  idempotencyKey: string,
  onQueued?: () => void,
) {
  return postOrQueue('/hotel-bookings', request, hotelBookingResponseSchema, {
    idempotencyKey,
    fallbackMessage: BOOKING_FAILED_MESSAGE,
    onQueued,
  });
}

export const getCreateHotelBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['hotels', 'booking', 'create'],
    mutationFn: ({
      request,
      key,
      onQueued,
    }: {
      request: HotelBookingRequest;
      key: string;
      onQueued?: () => void;
    }) => createHotelBooking(request, key, onQueued),
    // Runs offline too: the request is then queued (not paused in memory, where a reload would lose it).
    networkMode: 'always',
    meta: { successToast: BOOKING_SUCCESS_MESSAGE, errorToast: true },
  });

export const useCreateHotelBooking = () => useMutation(getCreateHotelBookingMutationOptions());
