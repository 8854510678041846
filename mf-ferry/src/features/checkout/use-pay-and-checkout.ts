import { isSeatsTaken, preloadCreatePayment, useCreatePayment } from '@andaman/shared/api-client/payment';
import { onUseModule } from '@andaman/shared/on-use-module';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { useIdempotentSubmit } from '@andaman/shared/state/use-idempotent-submit';
import { useToast } from '@andaman/shared/ui/toast';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FERRY_ERROR_MESSAGE } from '../../api/ferry-errors';
import { preloadLowWalletAlert, useSendLowWalletAlert } from '../../api/low-wallet-alert';
import { useWalletBalances } from '../../api/wallet-balances';
import type { FerryCart } from '../../domain/cart';
import { operatorsInCart } from '../../domain/cart-rules';
import { ferryMessages, lowWalletMessage } from '../../domain/messages';
import type { PassengerCount } from '../../domain/search';
import { type CheckoutFormInput, type CheckoutFormValues, checkoutCheck } from './checkout-form';
import { paymentAttemptAtom } from './payment-attempt';
import { useProcessingLock } from './use-processing-lock';

/** What Pay & Checkout computes once the form is valid (wallet rules, the payment's body). */
const payStep = onUseModule(() => import('./pay-step'));

/**
 * Starts downloading what Pay & Checkout runs (the form's check, its computations, the payment call, the
 * low-wallet e-mail) when the traveller reaches for the button: none of it is on the checkout's first load.
 */
export function preloadPay(): void {
  checkoutCheck.preload();
  payStep.preload();
  preloadCreatePayment();
  preloadLowWalletAlert();
}

/**
 * Where the checkout stopped, for the messages under the Pay button: `seats-taken` when the places in the cart
 * were sold or held by someone else before the payment could be created.
 */
export type PayStatus = 'idle' | 'wallet-loading' | 'failed' | 'seats-taken';

export interface PayAndCheckoutOptions {
  cart: FerryCart;
  passengers: PassengerCount;
  /** The checkout form (travellers and contact). */
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
  /** Sends the browser to the provider (tests replace it). */
  redirect?: (url: string) => void;
}

/**
 * Pay & Checkout (rule ferry.pay.flow, rule ferry.checkout.order): submits the checkout form, whose resolver
 * validates every traveller and only then the contact (react-hook-form focuses the first field in error and
 * re-validates as the traveller corrects it); checks the wallets of the operators in the cart; creates the
 * payment (3 tries, 1 s apart, one `Idempotency-Key` for the purchase) and follows the provider's URL only if
 * its origin is allowed.
 */
export function usePayAndCheckout({
  cart,
  passengers,
  form,
  redirect = (url) => window.location.assign(url),
}: PayAndCheckoutOptions) {
  const toast = useToast();
  const lock = useProcessingLock();
  const wallet = useWalletBalances(operatorsInCart(cart));
  const lowWalletEmail = useSendLowWalletAlert();
  const payment = useCreatePayment();
  const submitOnce = useIdempotentSubmit();
  const [status, setStatus] = useState<PayStatus>('idle');

  useEffect(() => {
    if (status === 'wallet-loading' && !wallet.isPending) setStatus('idle');
  }, [status, wallet.isPending]);

  const payWith = async (values: CheckoutFormValues) => {
    if (wallet.isPending) {
      toast.info(ferryMessages.checkingWallet);
      setStatus('wallet-loading');
      return;
    }
    // Its code is usually in already (preloaded on intent); a download that fails is a failure like any other.
    const step = wallet.data ? await payStep.load().catch(() => undefined) : undefined;
    if (!wallet.data || !step) {
      toast.error(FERRY_ERROR_MESSAGE);
      return;
    }
    const low = step.lowWalletOperators(cart, passengers, wallet.data);
    if (low.length > 0) {
      lowWalletEmail.mutate(step.lowWalletAlert(low, cart, passengers, wallet.data));
      toast.error(lowWalletMessage(getRuntimeConfig().contact.supportEmail));
      return;
    }

    const request = step.checkoutPaymentRequest(values, cart, passengers, window.location.origin);
    const outcome = await submitOnce((keyFor) =>
      payment.mutateAsync({
        request,
        idempotencyKey: keyFor(paymentAttemptAtom, request),
        allowedOrigins: getRuntimeConfig().paymentOrigins,
      }),
    );
    if (outcome.status === 'sent') {
      step.rememberCheckoutReturn();
      redirect(outcome.value.href);
    }
    // The mutation's meta shows "Payment processing failed. Please try again."; the alert stays.
    if (outcome.status === 'failed') setStatus(isSeatsTaken(outcome.error) ? 'seats-taken' : 'failed');
  };

  // An invalid form unlocks at once: its messages are the answer, not "Processing..." (rule ferry.pay.lock).
  const submit = form.handleSubmit(payWith, () => lock.unlock());
  const pay = async () => {
    if (lock.locked) return;
    lock.lock();
    setStatus('idle');
    await submit();
  };

  return { pay, locked: lock.locked, status };
}
