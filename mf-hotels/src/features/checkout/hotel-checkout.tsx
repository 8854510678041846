import { attemptFor } from '@andaman/shared/api-client/idempotency';
import type { GuestDetailsForm, GuestDetailsFormInput } from '@andaman/shared/contracts/guests';
import type { HotelBookingRequest } from '@andaman/shared/contracts/hotel-booking';
import { useNavigate } from '@andaman/shared/router';
import { useDraftAtom } from '@andaman/shared/state/use-draft-atom';
import { useFormDraft } from '@andaman/shared/state/use-form-draft';
import { ActionButton } from '@andaman/shared/ui/action-button';
import {
  emptyGuestDetails,
  GuestCard,
  GuestContactCard,
  guestDetailsDefaults,
  guestDetailsResolver,
  toGuestDetailsDraft,
  useGuestFields,
} from '@andaman/shared/ui/guest-details';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { Notice } from '@andaman/shared/ui/notice';
import { useToast } from '@andaman/shared/ui/toast';
import { useSetAtom, useStore } from 'jotai';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateHotelBooking } from '../../api/create-hotel-booking';
import { useRoomType } from '../../api/room-type';
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
 * double-clicked submit sends the same Idempotency-Key, so the server books once. Success toasts and returns
 * to /hotels.
 */
export function HotelCheckout({ query, guestCount }: { query: CheckoutQuery; guestCount: number }) {
  const navigate = useNavigate();
  const toast = useToast();
  const room = useRoomType(query.roomId);
  const booking = useCreateHotelBooking();
  const [draft, setDraft] = useDraftAtom(checkoutDraftAtom);
  const store = useStore();
  const setAttempt = useSetAtom(bookingAttemptAtom);
  // Set from the first valid submit until it failed: a second click never sends a second request.
  const sending = useRef(false);
  const form = useForm<GuestDetailsFormInput, unknown, GuestDetailsForm>({
    resolver: guestDetailsResolver,
    defaultValues: guestDetailsDefaults(draft, guestCount),
  });
  useFormDraft(form.subscribe, (values) => setDraft(toGuestDetailsDraft(values)));
  const guests = useGuestFields(form.control, guestCount);

  const onSubmit = form.handleSubmit((values) => {
    const { roomId, checkIn, checkOut } = query;
    if (roomId === undefined || checkIn === undefined || checkOut === undefined) {
      toast.error(MISSING_BOOKING_INFORMATION);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    const request = toBookingRequest({ ...query, roomId, checkIn, checkOut }, values);
    // Read at submit time (not from the render): a retry must find the key the last attempt stored.
    const current = attemptFor(request, store.get(bookingAttemptAtom));
    setAttempt(current);
    booking.mutate(
      { request, key: current.key },
      {
        onSuccess: () => {
          setAttempt(null);
          setDraft(emptyGuestDetails());
          navigate('/hotels');
        },
        onError: () => {
          sending.current = false;
        },
      },
    );
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
        <ActionButton
          variant="primary"
          type="submit"
          loading={booking.isPending}
          disabled={booking.isPending}
          className={styles.submit}
        >
          Submit Booking Request
        </ActionButton>
      </form>
      <BookingSummary query={query} room={room.data} />
      <LoadingOverlay open={booking.isPending} label="Sending booking request" />
    </div>
  );
}
