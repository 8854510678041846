import { useNavigate, useSearchParams } from '@andaman/shared/router';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { lazy, Suspense, useEffect } from 'react';
import { readCheckout } from '../domain/search-params';
import styles from './hotel-pages.module.css';

/**
 * The checkout's form (react-hook-form, the guest details' schema and zod, the booking request) is a chunk
 * of its own, downloaded only for a checkout that has its stay: an address without one goes back at once.
 */
const HotelCheckout = lazy(async () => ({
  default: (await import('../features/checkout/hotel-checkout')).HotelCheckout,
}));

const canGoBack = () => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
};

/**
 * `/hotels/checkout`: the guest details; without guests or check-in it goes back
 * (rule hotels.checkout.missing-stay).
 */
export function HotelCheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readCheckout(params);
  const missing = query.guests === undefined || query.checkIn === undefined;
  useEffect(() => {
    if (!missing) return;
    if (canGoBack()) navigate(-1);
    else navigate('/hotels', { replace: true });
  }, [missing, navigate]);
  if (missing || query.guests === undefined) return null;
  return (
    <div data-remote="hotels" className={styles.page}>
      <title>Guest Details | Andaman Island Hotels</title>
      <meta
        name="description"
        content="Enter the guests and contact details of your hotel booking request."
      />
      <h1>Guest Details</h1>
      <Suspense fallback={<LoadingOverlay label="Loading checkout" />}>
        <HotelCheckout query={query} guestCount={query.guests} />
      </Suspense>
    </div>
  );
}
