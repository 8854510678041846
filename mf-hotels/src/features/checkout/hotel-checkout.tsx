import {
  WAITING_FOR_CONNECTION,
  WAITING_FOR_CONNECTION_LABEL,
} from '@andaman/shared/api-client/queued-requests';
import type { GuestDetailsForm, GuestDetailsFormInput } from '@andaman/shared/contracts/guests';
import type { HotelBookingRequest } from '@andaman/shared/contracts/hotel-booking';
import { useNavigate } from '@andaman/shared/router';
import { formatRupees } from '@andaman/shared/rules/currency';
import { thankYouPath } from '@andaman/shared/rules/trip-paths';
import {
  emptyGuestDetails,
  GuestCard,
  GuestContactCard,
  type GuestDetailsDraft,
  guestDetailsDefaults,
  guestDetailsResolver,
  toGuestDetailsDraft,
  useGuestFields,
} from '@andaman/shared/sections/guest-details';
import { rememberBooking } from '@andaman/shared/state/device-bookings';
import { useDraftForm } from '@andaman/shared/state/use-draft-form';
import { useIdempotentSubmit } from '@andaman/shared/state/use-idempotent-submit';
import { useResolverWarmUp } from '@andaman/shared/state/use-resolver-warm-up';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { BookingBar } from '@andaman/shared/ui/booking-bar';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { Notice } from '@andaman/shared/ui/notice';
import { useToast } from '@andaman/shared/ui/toast';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useCreateHotelBooking } from '../../api/create-hotel-booking';
import { useRoomType } from '../../api/room-type';
import { checkoutPrice } from '../../domain/night-prices';
import type { CheckoutQuery } from '../../domain/search-params';
import { BookingSummary } from './booking-summary';
import { bookingAttemptAtom, checkoutDraftAtom } from './checkout-state';
import styles from './hotel-checkout.module.css';

export const MISSING_BOOKING_INFORMATION = 'Missing required booking information';

/** The booking request from the checkout query and the valid form. */
export function toBookingRequest(
  query: CheckoutQuery & { roomId: number; checkIn: string; checkOut: string },
  values: GuestDetailsForm,
): HotelBookingRequest {
  return {
    contactName: values.contactName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    contactPhoneAlt: values.contactPhoneAlt,
    guestCount: values.guests.length,
    roomCount: query.roomCount,
    guests: values.guests,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    roomTypeId: query.roomId,
  };
}

/**
 * /hotels/checkout (rule hotels.checkout.guests, rule hotels.checkout.submit): one "Guest N" card per guest,
 * the contact, the summary and Submit Booking Request. The typed values survive a reload; a retried or
 * double-clicked submit sends the same Idempotency-Key, so the server books once. Success toasts and goes to
 * the thank-you page with the booking's reference (rule trips.thank-you).
 */
export function HotelCheckout({ query, guestCount }: { query: CheckoutQuery; guestCount: number }) {
  const navigate = useNavigate();
  const toast = useToast();
  const room = useRoomType(query.roomId);
  const booking = useCreateHotelBooking();
  const setDraft = useSetAtom(checkoutDraftAtom);
  const submitOnce = useIdempotentSubmit();
  const [queued, setQueued] = useState(false);
  const form = useDraftForm<GuestDetailsFormInput, GuestDetailsForm, GuestDetailsDraft>({
    draftAtom: checkoutDraftAtom,
    defaultValues: (draft) => guestDetailsDefaults(draft, guestCount),
    toDraft: toGuestDetailsDraft,
    resolver: guestDetailsResolver,
  });
  useResolverWarmUp(form.getValues, guestDetailsResolver);
  const guests = useGuestFields(form.control, guestCount);
  const price = checkoutPrice(query, room.data);

  const onSubmit = form.handleSubmit(async (values) => {
    const { roomId, checkIn, checkOut } = query;
    if (roomId === undefined || checkIn === undefined || checkOut === undefined) {
      toast.error(MISSING_BOOKING_INFORMATION);
      return;
    }
    const request = toBookingRequest({ ...query, roomId, checkIn, checkOut }, values);
    const outcome = await submitOnce((keyFor) =>
      booking.mutateAsync({
        request,
        key: keyFor(bookingAttemptAtom, request),
        onQueued: () => setQueued(true),
      }),
    );
    setQueued(false);
    if (outcome.status !== 'sent') return;
    setDraft(emptyGuestDetails());
    rememberBooking(outcome.value.data);
    // Replaces the checkout in the history, so Back does not reopen the filled form (rule trips.hotel-request.done).
    navigate(thankYouPath('holidays', outcome.value.data.reference), { replace: true });
  });

  return (
    <div className={styles.layout}>
      {room.isError ? (
        // The server's message (rule hotels.error.room; a missing room: 404 "Room type N not found").
        <Notice type="error" className={styles.roomError}>
          {room.error.message}
        </Notice>
      ) : null}
      <form noValidate onSubmit={onSubmit} aria-label="Guest details" className={styles.form}>
        <section aria-labelledby="guest-information" className={styles.guests}>
          <h2 id="guest-information" className={styles.sectionTitle}>
            Guest Information
          </h2>
          {guests.map((guest, index) => (
            <GuestCard key={guest.id} control={form.control} index={index} />
          ))}
        </section>
        <GuestContactCard control={form.control} />
        {queued ? (
          <Notice type="info" className={styles.queued}>
            {WAITING_FOR_CONNECTION}
          </Notice>
        ) : null}
        <BookingBar total={formatRupees(price.total)}>
          <ActionButton
            variant="primary"
            type="submit"
            loading={booking.isPending}
            disabled={booking.isPending}
            className={styles.submit}
          >
            {queued ? WAITING_FOR_CONNECTION_LABEL : 'Submit Booking Request'}
          </ActionButton>
        </BookingBar>
      </form>
      <BookingSummary query={query} room={room.data} price={price} />
      <LoadingOverlay open={booking.isPending && !queued} label="Sending booking request" />
    </div>
  );
}
