/**
 * `POST /hotel-bookings` (rule hotels.api.booking, rule hotels.booking.success, rule hotels.error.booking):
 * success toasts "Hotel booking request created successfully."; a server error its message or "Booking
 * failed"; anything else "An unexpected error occurred". One `Idempotency-Key` per booking, reused by
 * retries.
 */
import { apiPost } from '@andaman/shared/api-client/http';
import {
  type HotelBookingRequest,
  hotelBookingResponseSchema,
} from '@andaman/shared/contracts/hotel-booking';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export const BOOKING_SUCCESS_MESSAGE = 'Hotel booking request created successfully.';
export const BOOKING_FAILED_MESSAGE = 'Booking failed';

export async function createHotelBooking(request: HotelBookingRequest, idempotencyKey: string) {
  return apiPost('/hotel-bookings', request, hotelBookingResponseSchema, {
    idempotencyKey,
    fallbackMessage: BOOKING_FAILED_MESSAGE,
  });
}

export const getCreateHotelBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['hotels', 'booking', 'create'],
    mutationFn: ({ request, key }: { request: HotelBookingRequest; key: string }) =>
      createHotelBooking(request, key),
    meta: { successToast: BOOKING_SUCCESS_MESSAGE, errorToast: true },
  });

export const useCreateHotelBooking = () => useMutation(getCreateHotelBookingMutationOptions());
