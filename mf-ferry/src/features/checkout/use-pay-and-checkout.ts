import { FERRY_ERROR_MESSAGE } from '@andaman/shared/api-client/ferry-api';
import { apiPost } from '@andaman/shared/api-client/http';
import { retryAsync } from '@andaman/shared/api-client/retry';
import { emailResponseSchema } from '@andaman/shared/contracts/contact';
import type { FerryContact } from '@andaman/shared/contracts/ferry-passengers';
import { paymentResponseSchema } from '@andaman/shared/contracts/payment';
import { getRuntimeConfig } from '@andaman/shared/remote-contract';
import { useToast } from '@andaman/shared/ui/toast';
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { FerryCart } from '../cart/cart-model';
import { ferryMessages, lowWalletMessage } from '../ferry-messages';
import { CONTACT_FORM_KEY } from '../passengers/contact-form';
import { type TravellerValues, toFerryPassenger, withAlternatePhone } from '../passengers/passenger-rules';
import { type ValidationRegistry, validateAll } from '../passengers/validation-registry';
import type { PassengerCount } from '../search/search-state';
import { attemptFor, paymentAttemptAtom } from './checkout-state';
import { ferryPaymentRequest } from './payment-payload';
import { allowedPaymentRedirect } from './payment-redirect';
import { useProcessingLock } from './use-processing-lock';
import { useWalletBalances } from './use-wallet-balances';
import { lowWalletAlert, lowWalletOperators } from './wallet';

/** Thrown when the provider's URL is not on the allow-list: never retried, never followed. */
class RefusedRedirectError extends Error {}

/** Where the checkout stopped, for the messages under the Pay button. */
export type PayStatus = 'idle' | 'wallet-loading' | 'failed';

export interface PayAndCheckoutOptions {
  cart: FerryCart;
  passengers: PassengerCount;
  travellers: ValidationRegistry<TravellerValues>;
  travellerKeys: readonly string[];
  contact: ValidationRegistry<FerryContact>;
  /** Sends the browser to the provider (tests replace it). */
  redirect?: (url: string) => void;
}

const focusFirstError = () => {
  setTimeout(() => {
    const field = document.querySelector<HTMLElement>(
      '.ant-form-item-has-error input, .ant-form-item-has-error [role="combobox"]',
    );
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus();
  }, 0);
};

/**
 * Pay & Checkout (spec 001 §2, §4, §7, §8): validates every traveller form, and only then the contact
 * form; checks the wallets of the operators in the cart; creates the payment (3 tries, 1 s apart, one
 * `Idempotency-Key` for the purchase) and follows the provider's URL only if its origin is allowed.
 */
export function usePayAndCheckout({
  cart,
  passengers,
  travellers,
  travellerKeys,
  contact,
  redirect = (url) => window.location.assign(url),
}: PayAndCheckoutOptions) {
  const toast = useToast();
  const lock = useProcessingLock();
  const wallet = useWalletBalances(cart);
  const [attempt, setAttempt] = useAtom(paymentAttemptAtom);
  const [status, setStatus] = useState<PayStatus>('idle');
  const inFlight = useRef(false);

  useEffect(() => {
    if (status === 'wallet-loading' && !wallet.isPending) setStatus('idle');
  }, [status, wallet.isPending]);

  const fail = () => {
    toast.error(ferryMessages.paymentFailed);
    setStatus('failed');
  };

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    lock.lock();
    setStatus('idle');
    try {
      const travellerValues = await validateAll(travellers, travellerKeys);
      if (!travellerValues) return focusFirstError();
      const [contactValues] = (await validateAll(contact, [CONTACT_FORM_KEY])) ?? [];
      if (!contactValues) return focusFirstError();
      const contactDetails = withAlternatePhone(contactValues);

      if (wallet.isPending) {
        toast.info(ferryMessages.checkingWallet);
        setStatus('wallet-loading');
        return;
      }
      if (!wallet.data) {
        toast.error(FERRY_ERROR_MESSAGE);
        return;
      }
      const low = lowWalletOperators(cart, passengers, wallet.data);
      if (low.length > 0) {
        apiPost(
          '/common/email',
          lowWalletAlert(low, cart, passengers, wallet.data),
          emailResponseSchema,
        ).catch(() => undefined);
        toast.error(lowWalletMessage(getRuntimeConfig().contact.supportEmail));
        return;
      }

      const booking = {
        adults: travellerValues.slice(0, passengers.adults).map(toFerryPassenger),
        infants: travellerValues.slice(passengers.adults).map(toFerryPassenger),
      };
      const request = ferryPaymentRequest(cart, contactDetails, booking, passengers, window.location.origin);
      const current = attemptFor(request, attempt);
      setAttempt(current);
      const allowedOrigins = getRuntimeConfig().paymentOrigins;
      let target: URL;
      try {
        target = await retryAsync(
          async () => {
            const created = await apiPost('/payment', request, paymentResponseSchema, {
              idempotencyKey: current.key,
            });
            const url = allowedPaymentRedirect(
              created.data.instrumentResponse.redirectInfo.url,
              allowedOrigins,
            );
            if (!url) throw new RefusedRedirectError('Payment redirect refused');
            return url;
          },
          { shouldRetry: (error) => !(error instanceof RefusedRedirectError) },
        );
      } catch {
        fail();
        return;
      }
      setAttempt(null);
      redirect(target.href);
    } finally {
      inFlight.current = false;
    }
  };

  return { pay, locked: lock.locked, status };
}
