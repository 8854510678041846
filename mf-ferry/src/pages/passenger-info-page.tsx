import { onUseModule } from '@andaman/shared/on-use-module';
import { Navigate } from '@andaman/shared/router';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { useAtomValue } from 'jotai';
import { Suspense, useLayoutEffect } from 'react';
import { cartAtom, passengerCountAtom } from '../domain/booking-state';
import { isCartEmpty } from '../domain/cart-rules';
import { removeFirstFlag } from '../features/landing/first-flag';
import styles from './ferry-pages.module.css';

// The checkout's code (react-hook-form, the travellers' schemas, the nationality list, the payment client)
// is a chunk of its own: it downloads once the booking is found, and not at all for a tab without one.
const checkout = onUseModule(() => import('../features/checkout/ferry-checkout'));
const FerryCheckout = checkout.lazyComponent((module) => module.FerryCheckout);

/**
 * `/passenger-info`: the ferry checkout; with nothing selected, back to `/` (rule ferry.checkout.no-tickets).
 */
export function PassengerInfoPage() {
  const cart = useAtomValue(cartAtom);
  const passengers = useAtomValue(passengerCountAtom);

  // A layout effect, so the flag goes even when the empty-cart redirect below navigates away at once.
  useLayoutEffect(() => {
    removeFirstFlag();
  }, []);

  if (isCartEmpty(cart) || !passengers) return <Navigate to="/" replace />;
  return (
    <div data-remote="ferry" className={styles.page}>
      <title>Traveller details and payment | Andaman Ferry Booking</title>
      <meta
        name="description"
        content="Enter traveller and contact details, review your ferry trips and pay securely."
      />
      <Suspense fallback={<LoadingOverlay label="Loading your booking" tip="Loading your booking…" />}>
        <FerryCheckout cart={cart} passengers={passengers} />
      </Suspense>
    </div>
  );
}
