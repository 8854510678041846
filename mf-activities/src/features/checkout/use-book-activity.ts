import type { Activity } from '@andaman/shared/contracts/activities';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { rememberBooking } from '@andaman/shared/state/device-bookings';
import { rememberPaymentReturn } from '@andaman/shared/state/payment-return';
import { useIdempotentSubmit } from '@andaman/shared/state/use-idempotent-submit';
import { useToast } from '@andaman/shared/ui/toast';
import { useState } from 'react';
import { useCreateActivityBooking } from '../../api/create-activity-booking';
import { useCreateActivityPayment } from '../../api/create-activity-payment';
import { activityMessages } from '../../domain/messages';
import { bookingRequest, type CheckoutFormValues, paymentRequest } from './checkout-form';
import { bookingAttemptAtom, CHECKOUT_STORAGE_KEYS, paymentAttemptAtom } from './checkout-state';

export interface BookActivityOptions {
  /** The activity being booked; `undefined` while it is not loaded. */
  activity: Activity | undefined;
  /** Sends the browser to the provider (tests replace it). */
  redirect?: (url: string) => void;
}

/**
 * Proceed to Payment (rule activities.booking.flow): creates the booking, then its payment (3 tries 1 s
 * apart, one `Idempotency-Key` each, kept across reloads), then sends the browser to the provider's page
 * if its origin is allowed. The amount is the booking's total as the server computed it. Failures toast
 * through the calls' `meta`; a click while a booking is under way does nothing (`useIdempotentSubmit`).
 * The form as typed stays until the payment is paid, so "Try again" after a decline finds it
 * (rule payment.failed.try-again).
 */
export function useBookActivity({
  activity,
  redirect = (url) => window.location.assign(url),
}: BookActivityOptions) {
  const toast = useToast();
  const booking = useCreateActivityBooking();
  const payment = useCreateActivityPayment();
  const submitOnce = useIdempotentSubmit();
  const [redirecting, setRedirecting] = useState(false);

  const book = async (values: CheckoutFormValues) => {
    if (!activity) {
      toast.error(activityMessages.notLoaded);
      return;
    }
    // A failure was toasted by the calls' meta (rule activities.error.booking); the keys stay for the
    // next try.
    const outcome = await submitOnce(async (keyFor) => {
      const request = bookingRequest(activity.id, values);
      const created = await booking.mutateAsync({ request, key: keyFor(bookingAttemptAtom, request) });
      rememberBooking(created);
      const payRequest = paymentRequest(created, values, window.location.origin);
      return payment.mutateAsync({
        request: payRequest,
        idempotencyKey: keyFor(paymentAttemptAtom, payRequest),
        allowedOrigins: getRuntimeConfig().paymentOrigins,
      });
    });
    if (outcome.status !== 'sent') return;
    rememberPaymentReturn({
      retryPath: `${window.location.pathname}${window.location.search}`,
      clearWhenPaid: [CHECKOUT_STORAGE_KEYS.draft],
    });
    setRedirecting(true);
    redirect(outcome.value.href);
  };

  return { book, busy: booking.isPending || payment.isPending || redirecting };
}
