import { attemptFor } from '@andaman/shared/api-client/idempotency';
import type { GuestDetailsForm } from '@andaman/shared/contracts/guests';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { emptyGuestDetails } from '@andaman/shared/ui/guest-details';
import { useSetAtom, useStore } from 'jotai';
import { useCallback, useRef } from 'react';
import { useCreateHolidayBooking } from '../../api/create-holiday-booking';
import { bookingAttemptAtom, checkoutDraftAtom } from '../../domain/booking-state';
import type { CheckoutParams } from '../../domain/checkout-params';
import { holidayBookingRequest } from './booking-request';

/** The thank-you page, reached by a full page load (spec 000 §2). */
export const THANK_YOU_PATH = '/thank-you-holidays/';
/** Time for the success toast to be read before the page is left. */
export const THANK_YOU_DELAY_MS = 1000;

/**
 * Sends the booking request once: one `Idempotency-Key` per request (kept for the tab's session, so a retry
 * or a reload after a lost answer books once), a second submit while one is on its way is ignored. On
 * success the draft and the key are dropped, the toast shows and the browser loads /thank-you-holidays/.
 */
export function useBookHoliday(params: CheckoutParams) {
  const store = useStore();
  const setAttempt = useSetAtom(bookingAttemptAtom);
  const setDraft = useSetAtom(checkoutDraftAtom);
  const mutation = useCreateHolidayBooking();
  const {
    navigateAfter,
    overlay,
    isPending: leaving,
  } = useDelayedNavigate({
    overlayLabel: 'Booking request sent',
    overlayTip: 'Booking request sent…',
  });
  const inFlight = useRef(false);

  const book = useCallback(
    (form: GuestDetailsForm) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const request = holidayBookingRequest(form, params);
      const attempt = attemptFor(request, store.get(bookingAttemptAtom));
      setAttempt(attempt);
      mutation.mutate(
        { request, key: attempt.key },
        {
          onSuccess: () => {
            setAttempt(null);
            setDraft(emptyGuestDetails());
            navigateAfter(THANK_YOU_PATH, THANK_YOU_DELAY_MS, { fullPageLoad: true });
          },
          onError: () => {
            inFlight.current = false;
          },
        },
      );
    },
    [params, store, setAttempt, setDraft, mutation, navigateAfter],
  );

  return { book, busy: mutation.isPending || leaving, overlay };
}
