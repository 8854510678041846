/**
 * What Pay & Checkout computes and sends once the form is valid: the wallets too low for the booking and
 * their alert, the `POST /payment` body and its mutation, the way back after a declined payment. Loaded
 * when Pay is reached for (`preloadPay`), not with the checkout: with it come TanStack Query's observers,
 * which the checkout's first render does without.
 */
import {
  type CreatePaymentVariables,
  getCreatePaymentMutationOptions,
} from '@andaman/shared/api-client/payment';
import type { LowWalletAlert } from '@andaman/shared/contracts/contact';
import { runMutation } from '@andaman/shared/query/run-mutation';
import { rememberPaymentReturn } from '@andaman/shared/state/payment-return';
import type { QueryClient } from '@tanstack/react-query';
import { getSendLowWalletAlertMutationOptions } from '../../api/low-wallet-alert';
import type { FerryCart } from '../../domain/cart';
import type { PassengerCount } from '../../domain/search';
import type { CheckoutFormValues } from './checkout-form';
import { toFerryPassenger, withAlternatePhone } from './passenger-rules';
import { ferryPaymentRequest } from './payment-payload';

export { isSeatsTaken, preloadCreatePayment as preloadPaymentCall } from '@andaman/shared/api-client/payment';
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

/**
 * Creates the payment (rule payment.create: 3 tries 1 s apart with one `Idempotency-Key`, the provider's
 * URL only on an allowed origin, the failure toast of its `meta`); resolves with the provider's URL.
 */
export const createCheckoutPayment = (client: QueryClient, variables: CreatePaymentVariables) =>
  runMutation(client, getCreatePaymentMutationOptions(), variables);

/** Sends the low-wallet e-mail in the background (rule ferry.wallet.low): silent either way. */
export function sendLowWalletAlert(client: QueryClient, alert: LowWalletAlert): void {
  runMutation(client, getSendLowWalletAlertMutationOptions(), alert).catch(() => undefined);
}
