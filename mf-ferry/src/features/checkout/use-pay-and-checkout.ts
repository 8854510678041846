import { onUseModule } from '@andaman/shared/on-use-module';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { useIdempotentSubmit } from '@andaman/shared/state/use-idempotent-submit';
import { useScopeQueryClient } from '@andaman/shared/ui/query-scope';
import { useToast } from '@andaman/shared/ui/toast';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FERRY_ERROR_MESSAGE } from '../../api/ferry-errors';
import { preloadLowWalletAlert } from '../../api/low-wallet-alert';
import { getWalletBalancesQueryOptions, prefetchWalletBalances } from '../../api/wallet-balances';
import type { FerryCart } from '../../domain/cart';
import { operatorsInCart } from '../../domain/cart-rules';
import { ferryMessages, lowWalletMessage } from '../../domain/messages';
import type { PassengerCount } from '../../domain/search';
import { type CheckoutFormInput, type CheckoutFormValues, checkoutCheck } from './checkout-form';
import { paymentAttemptAtom } from './payment-attempt';
import { useProcessingLock } from './use-processing-lock';

/** What Pay & Checkout computes and sends once the form is valid (wallet rules, the payment and its mutation). */
const payStep = onUseModule(() => import('./pay-step'));

/**
 * Starts downloading what Pay & Checkout runs (the form's check, its computations, the payment call, the
 * low-wallet e-mail) when the traveller reaches for the button: none of it is on the checkout's first load.
 */
export function preloadPay(): void {
  checkoutCheck.preload();
  preloadLowWalletAlert();
  payStep
    .load()
    .then((step) => step.preloadPaymentCall())
    .catch(() => undefined);
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
 * its origin is allowed. The wallets are read into the QueryClient's cache as the checkout opens and looked up
 * when Pay is pressed; the calls run from the pay step: the checkout mounts none of TanStack Query's hooks.
 */
export function usePayAndCheckout({
  cart,
  passengers,
  form,
  redirect = (url) => window.location.assign(url),
}: PayAndCheckoutOptions) {
  const toast = useToast();
  const client = useScopeQueryClient();
  const lock = useProcessingLock();
  const submitOnce = useIdempotentSubmit();
  const [status, setStatus] = useState<PayStatus>('idle');
  const operators = operatorsInCart(cart);
  const { makruzz, nautika, greenOcean } = operators;

  useEffect(() => {
    prefetchWalletBalances(client, { makruzz, nautika, greenOcean });
  }, [client, makruzz, nautika, greenOcean]);

  const payWith = async (values: CheckoutFormValues) => {
    const walletOptions = getWalletBalancesQueryOptions(operators);
    const wallet = client.getQueryState(walletOptions.queryKey);
    if (wallet?.data === undefined && wallet?.status !== 'error') {
      // Still being read, or dropped from the cache since: Pay waits for it (asked again if need be).
      toast.info(ferryMessages.checkingWallet);
      setStatus('wallet-loading');
      const loaded = () => setStatus((shown) => (shown === 'wallet-loading' ? 'idle' : shown));
      void client.fetchQuery(walletOptions).then(loaded, loaded);
      return;
    }
    // Its code is usually in already (preloaded on intent); a download that fails is a failure like any other.
    const step = wallet?.data ? await payStep.load().catch(() => undefined) : undefined;
    if (!wallet?.data || !step) {
      toast.error(FERRY_ERROR_MESSAGE);
      return;
    }
    const low = step.lowWalletOperators(cart, passengers, wallet.data);
    if (low.length > 0) {
      step.sendLowWalletAlert(client, step.lowWalletAlert(low, cart, passengers, wallet.data));
      toast.error(lowWalletMessage(getRuntimeConfig().contact.supportEmail));
      return;
    }

    const request = step.checkoutPaymentRequest(values, cart, passengers, window.location.origin);
    const outcome = await submitOnce((keyFor) =>
      step.createCheckoutPayment(client, {
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
    if (outcome.status === 'failed') setStatus(step.isSeatsTaken(outcome.error) ? 'seats-taken' : 'failed');
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
