import { attemptFor } from '@andaman/shared/api-client/idempotency';
import type { Activity } from '@andaman/shared/contracts/activities';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { useToast } from '@andaman/shared/ui/toast';
import { useStore } from 'jotai';
import { useRef, useState } from 'react';
import { useCreateActivityBooking } from '../../api/create-activity-booking';
import { useCreateActivityPayment } from '../../api/create-activity-payment';
import { activityMessages } from '../../domain/messages';
import { bookingRequest, type CheckoutFormValues, paymentRequest } from './checkout-form';
import { bookingAttemptAtom, checkoutDraftAtom, paymentAttemptAtom } from './checkout-state';

export interface BookActivityOptions {
  /** The activity being booked; `undefined` while it is not loaded. */
  activity: Activity | undefined;
  /** Sends the browser to the provider (tests replace it). */
  redirect?: (url: string) => void;
}

/**
 * Proceed to Payment (rule activities.booking.flow): creates the booking, then its payment (3 tries 1 s
 * apart, one
 * `Idempotency-Key` each, kept across reloads), then sends the browser to the provider's page if its
 * origin is allowed. The amount is the booking's total as the server computed it. Failures toast through
 * the calls' `meta`; a click while a booking is under way does nothing.
 */
export function useBookActivity({
  activity,
  redirect = (url) => window.location.assign(url),
}: BookActivityOptions) {
  const toast = useToast();
  const store = useStore();
  const booking = useCreateActivityBooking();
  const payment = useCreateActivityPayment();
  const [redirecting, setRedirecting] = useState(false);
  // A ref, not state: a second click in the same tick must already see the first.
  const inFlight = useRef(false);

  const book = async (values: CheckoutFormValues) => {
    if (!activity) {
      toast.error(activityMessages.notLoaded);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const request = bookingRequest(activity.id, values);
      const bookingAttempt = attemptFor(request, store.get(bookingAttemptAtom));
      store.set(bookingAttemptAtom, bookingAttempt);
      const created = await booking.mutateAsync({ request, key: bookingAttempt.key });

      const payRequest = paymentRequest(created, values, window.location.origin);
      const paymentAttempt = attemptFor(payRequest, store.get(paymentAttemptAtom));
      store.set(paymentAttemptAtom, paymentAttempt);
      const target = await payment.mutateAsync({
        request: payRequest,
        idempotencyKey: paymentAttempt.key,
        allowedOrigins: getRuntimeConfig().paymentOrigins,
      });
      store.set(bookingAttemptAtom, null);
      store.set(paymentAttemptAtom, null);
      store.set(checkoutDraftAtom, null);
      setRedirecting(true);
      redirect(target.href);
    } catch {
      // The calls' meta already showed the message (rule activities.error.booking); the keys stay for the
      // next try.
    } finally {
      inFlight.current = false;
    }
  };

  return { book, busy: booking.isPending || payment.isPending || redirecting };
}
