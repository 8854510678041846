import { Navigate } from '@andaman/shared/router';
import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { cartAtom, passengerCountAtom } from '../domain/booking-state';
import { isCartEmpty } from '../domain/cart-rules';
import { FerryCheckout } from '../features/checkout/ferry-checkout';
import { removeFirstFlag } from '../features/landing/first-flag';
import styles from './ferry-pages.module.css';

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
      <FerryCheckout cart={cart} passengers={passengers} />
    </div>
  );
}
