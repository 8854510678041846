/** `POST /activity-bookings` (rule activities.api.booking): the booking created before the payment. */
import { apiPost } from '@andaman/shared/api-client/http';
import {
  type ActivityBookingRequest,
  activityBookingResponseSchema,
} from '@andaman/shared/contracts/activities';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { activityMessages } from '../domain/messages';

/** Creates the booking; the server computes its total from the activity's own price. */
export const createActivityBooking = async (request: ActivityBookingRequest, idempotencyKey: string) =>
  (
    await apiPost('/activity-bookings', request, activityBookingResponseSchema, {
      idempotencyKey,
      fallbackMessage: activityMessages.bookingFailed,
    })
  ).data;

export const getCreateActivityBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['activities', 'booking', 'create'],
    mutationFn: ({ request, key }: { request: ActivityBookingRequest; key: string }) =>
      createActivityBooking(request, key),
    meta: { errorToast: activityMessages.bookingFailed },
  });

export const useCreateActivityBooking = () => useMutation(getCreateActivityBookingMutationOptions());
