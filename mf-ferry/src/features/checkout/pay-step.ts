/**
 * What Pay & Checkout computes once the form is valid: the wallets too low for the booking and their
 * alert, the `POST /payment` body, the way back after a declined payment. Loaded when Pay is reached for
 * (`preloadPay`), not with the checkout.
 */
import { rememberPaymentReturn } from '@andaman/shared/state/payment-return';
import type { FerryCart } from '../../domain/cart';
import type { PassengerCount } from '../../domain/search';
import type { CheckoutFormValues } from './checkout-form';
import { toFerryPassenger, withAlternatePhone } from './passenger-rules';
import { ferryPaymentRequest } from './payment-payload';

export { lowWalletAlert, lowWalletOperators } from './wallet';

/** The checkout's own route, where "Try again" after a declined payment comes back to. */
const CHECKOUT_PATH = '/passenger-info';

/** The payment of the booking: every traveller as payment entries carry them, the alternate phone defaulted. */
export function checkoutPaymentRequest(
  values: CheckoutFormValues,
  cart: FerryCart,
  passengers: PassengerCount,
  returnOrigin: string,
) {
  const booking = {
    adults: values.adults.map(toFerryPassenger),
    infants: values.infants.map(toFerryPassenger),
  };
  return ferryPaymentRequest(cart, withAlternatePhone(values.contact), booking, passengers, returnOrigin);
}

/**
 * Before leaving for the provider: the cart, travellers and contact stay in the session, so "Try again"
 * after a decline finds them (rule payment.failed.try-again).
 */
export const rememberCheckoutReturn = () =>
  rememberPaymentReturn({ retryPath: CHECKOUT_PATH, clearWhenPaid: [] });
