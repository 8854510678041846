import { Link } from '@andaman/shared/router';
import { formatRupees } from '@andaman/shared/rules/currency';
import { useDraftForm } from '@andaman/shared/state/use-draft-form';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { BookingBar } from '@andaman/shared/ui/booking-bar';
import { Notice } from '@andaman/shared/ui/notice';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { type Control, type UseFormSetValue, useFieldArray, useWatch } from 'react-hook-form';
import { savedTripsAtom } from '../../domain/booking-state';
import type { FerryCart } from '../../domain/cart';
import { type CheckoutDraft, checkoutDraftAtom } from '../../domain/checkout-draft';
import { ferryMessages } from '../../domain/messages';
import { cartTotal } from '../../domain/pricing';
import { legResultsPath, type PassengerCount } from '../../domain/search';
import {
  type CheckoutFormInput,
  type CheckoutFormValues,
  checkoutCheck,
  checkoutDefaults,
  checkoutResolver,
  toCheckoutDraft,
} from './checkout-form';
import { ContactCard } from './contact-card';
import styles from './ferry-checkout.module.css';
import { OrderSummary } from './order-summary';
import { copiedContactName } from './passenger-rules';
import { TravellerCard } from './traveller-card';
import { preloadPay, usePayAndCheckout } from './use-pay-and-checkout';

/** Copies the single adult's name into the contact name (rule ferry.checkout.copy-name); renders nothing. */
function SingleAdultNameCopy({
  control,
  setValue,
  adults,
}: {
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
  setValue: UseFormSetValue<CheckoutFormInput>;
  adults: number;
}) {
  const firstAdultName = useWatch({ control, name: 'adults.0.name' });
  const copied = copiedContactName(adults, typeof firstAdultName === 'string' ? firstAdultName : '');
  useEffect(() => {
    if (copied !== undefined) setValue('contact.c_name', copied, { shouldDirty: true });
  }, [copied, setValue]);
  return null;
}

export interface FerryCheckoutProps {
  cart: FerryCart;
  passengers: PassengerCount;
  redirect?: (url: string) => void;
}

/**
 * The checkout (rule ferry.route.checkout): one form holding every traveller (a field array per kind) and the
 * contact on the left, kept as typed so a reload loses nothing; the sticky order summary and Pay on
 * the right.
 */
export function FerryCheckout({ cart, passengers, redirect }: FerryCheckoutProps) {
  const form = useDraftForm<CheckoutFormInput, CheckoutFormValues, CheckoutDraft>({
    draftAtom: checkoutDraftAtom,
    defaultValues: (draft) => checkoutDefaults(draft, passengers),
    toDraft: toCheckoutDraft,
    resolver: checkoutResolver,
    mode: 'onTouched',
  });
  const { control, setValue } = form;
  const adults = useFieldArray({ control, name: 'adults' });
  const infants = useFieldArray({ control, name: 'infants' });

  const { pay, locked, status } = usePayAndCheckout({ cart, passengers, form, redirect });
  const trips = useAtomValue(savedTripsAtom);

  return (
    <div className={styles.layout}>
      {/* The form's check downloads as the traveller starts on it (a focus inside), not with the page. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: it only hears focus on its way up from the form's own fields; it is no control itself. */}
      <div onFocus={checkoutCheck.preload}>
        <h1 style={{ fontSize: 26, marginTop: 0 }}>Add traveler details</h1>
        <div style={{ display: 'grid', gap: 16 }}>
          {adults.fields.map((field, index) => (
            <TravellerCard key={field.id} control={control} kind="adults" index={index} />
          ))}
          {infants.fields.map((field, index) => (
            <TravellerCard key={field.id} control={control} kind="infants" index={index} />
          ))}
          <ContactCard control={control} />
          <SingleAdultNameCopy control={control} setValue={setValue} adults={passengers.adults} />
        </div>
      </div>
      <div>
        <OrderSummary cart={cart} passengers={passengers}>
          <BookingBar total={formatRupees(cartTotal(cart, passengers))}>
            <ActionButton
              variant="primary"
              className={styles.pay}
              disabled={locked}
              onPointerDown={preloadPay}
              onFocus={preloadPay}
              onClick={() => void pay()}
            >
              {locked ? ferryMessages.processing : 'Pay & Checkout'}
            </ActionButton>
          </BookingBar>
          {status === 'wallet-loading' ? (
            <Notice type="info" className={styles.notice}>
              {ferryMessages.walletLoading}
            </Notice>
          ) : null}
          {status === 'failed' ? (
            <Notice type="error" className={styles.notice}>
              {ferryMessages.paymentProblem}
            </Notice>
          ) : null}
          {status === 'seats-taken' ? (
            <Notice type="error" className={styles.notice}>
              {ferryMessages.seatsTaken}{' '}
              <Link to={trips.length > 0 ? legResultsPath(trips, 1) : '/ferry'}>
                {ferryMessages.chooseAgain}
              </Link>
            </Notice>
          ) : null}
        </OrderSummary>
      </div>
    </div>
  );
}
