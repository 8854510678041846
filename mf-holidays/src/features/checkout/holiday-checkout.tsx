import {
  WAITING_FOR_CONNECTION,
  WAITING_FOR_CONNECTION_LABEL,
} from '@andaman/shared/api-client/queued-requests';
import type { GuestDetailsForm, GuestDetailsFormInput } from '@andaman/shared/contracts/guests';
import { formatRupees } from '@andaman/shared/rules/currency';
import { packageTotal } from '@andaman/shared/rules/package-total';
import {
  GuestCard,
  GuestContactCard,
  type GuestDetailsDraft,
  guestDetailsDefaults,
  guestDetailsResolver,
  toGuestDetailsDraft,
  useGuestFields,
} from '@andaman/shared/sections/guest-details';
import { useDraftForm } from '@andaman/shared/state/use-draft-form';
import { useResolverWarmUp } from '@andaman/shared/state/use-resolver-warm-up';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { BookingBar } from '@andaman/shared/ui/booking-bar';
import { Notice } from '@andaman/shared/ui/notice';
import type { CheckoutParams } from '../../domain/checkout-params';
import { checkoutDraftAtom } from './checkout-state';
import styles from './holiday-checkout.module.css';
import { OrderSummary } from './order-summary';
import { useBookHoliday } from './use-book-holiday';

/**
 * The package checkout (rule holidays.checkout.forms): one guest card per guest and the contact card (the
 * same components as the hotel checkout's), kept as typed so a reload loses nothing, and the order summary
 * with Book Now.
 */
export function HolidayCheckout({ params }: { params: CheckoutParams }) {
  const form = useDraftForm<GuestDetailsFormInput, GuestDetailsForm, GuestDetailsDraft>({
    draftAtom: checkoutDraftAtom,
    defaultValues: (draft) => guestDetailsDefaults(draft, params.guests),
    toDraft: toGuestDetailsDraft,
    resolver: guestDetailsResolver,
    mode: 'onTouched',
  });
  useResolverWarmUp(form.getValues, guestDetailsResolver);
  const guests = useGuestFields(form.control, params.guests);
  const { book, busy, queued, overlay } = useBookHoliday(params);
  const submit = form.handleSubmit(book);

  return (
    <form
      noValidate
      aria-label="Package guest details"
      className={styles.layout}
      onSubmit={(event) => void submit(event)}
    >
      <div className={styles.form}>
        <h2 className={styles.heading}>Guests</h2>
        {guests.map((guest, index) => (
          <GuestCard key={guest.id} control={form.control} index={index} />
        ))}
        <GuestContactCard control={form.control} />
        {queued ? <Notice type="info">{WAITING_FOR_CONNECTION}</Notice> : null}
      </div>
      <OrderSummary params={params}>
        <BookingBar total={formatRupees(packageTotal(params.perPersonPrice, params.guests))}>
          <ActionButton
            variant="primary"
            type="submit"
            className={styles.submit}
            loading={busy}
            disabled={busy}
          >
            {queued ? WAITING_FOR_CONNECTION_LABEL : 'Book Now'}
          </ActionButton>
        </BookingBar>
      </OrderSummary>
      {overlay}
    </form>
  );
}
