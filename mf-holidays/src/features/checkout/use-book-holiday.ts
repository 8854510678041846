import type { GuestDetailsForm } from '@andaman/shared/contracts/guests';
import { thankYouPath } from '@andaman/shared/rules/trip-paths';
import { emptyGuestDetails } from '@andaman/shared/sections/guest-details';
import { rememberBooking } from '@andaman/shared/state/device-bookings';
import { useIdempotentSubmit } from '@andaman/shared/state/use-idempotent-submit';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { holidayBookingMessages, useCreateHolidayBooking } from '../../api/create-holiday-booking';
import type { CheckoutParams } from '../../domain/checkout-params';
import { holidayBookingRequest } from './booking-request';
import { bookingAttemptAtom, checkoutDraftAtom } from './checkout-state';
import { whenTextShows } from './when-text-shows';

/** Time for the success toast to be read before the page is left. */
export const THANK_YOU_DELAY_MS = 1000;
/** The longest the page waits for the success toast to show (its code loads with the first toast). */
export const TOAST_WAIT_MS = 5000;

/**
 * Sends the booking request once: one `Idempotency-Key` per request (kept for the tab's session, so a retry
 * or a reload after a lost answer books once), a second submit while one is on its way is ignored. On
 * success the draft and the key are dropped, the toast shows and, 1 s after it is on screen (at most
 * 6 s after the answer), the browser loads /thank-you-holidays/ with the booking's reference in place of
 * the checkout (rule holidays.route.thank-you, rule trips.thank-you).
 */
export function useBookHoliday(params: CheckoutParams) {
  const setDraft = useSetAtom(checkoutDraftAtom);
  const submitOnce = useIdempotentSubmit();
  const mutation = useCreateHolidayBooking();
  const {
    navigateAfter,
    overlay,
    isPending: leaving,
  } = useDelayedNavigate({
    overlayLabel: 'Booking request sent',
    overlayTip: 'Booking request sent…',
  });
  const { mutateAsync } = mutation;
  // The request waits on the device for a connection (rule trips.offline.queue).
  const [queued, setQueued] = useState(false);

  const book = useCallback(
    async (form: GuestDetailsForm) => {
      const request = holidayBookingRequest(form, params);
      const outcome = await submitOnce((keyFor) =>
        mutateAsync({ request, key: keyFor(bookingAttemptAtom, request), onQueued: () => setQueued(true) }),
      );
      setQueued(false);
      if (outcome.status !== 'sent') return;
      setDraft(emptyGuestDetails());
      rememberBooking(outcome.value.data);
      // The thank-you page shows this booking (rule trips.thank-you) and replaces the checkout in the
      // history, so Back does not reopen it.
      const thankYou = thankYouPath('holidays', outcome.value.data.reference);
      const leave = { fullPageLoad: true, replace: true };
      // The overlay shows at once; the page is left 1 s after the toast shows, or at the latest.
      navigateAfter(thankYou, TOAST_WAIT_MS + THANK_YOU_DELAY_MS, leave);
      void whenTextShows(holidayBookingMessages.success, TOAST_WAIT_MS).then((shown) => {
        if (shown) navigateAfter(thankYou, THANK_YOU_DELAY_MS, leave);
      });
    },
    [params, submitOnce, mutateAsync, setDraft, navigateAfter],
  );

  return { book, busy: mutation.isPending || leaving, queued, overlay };
}
