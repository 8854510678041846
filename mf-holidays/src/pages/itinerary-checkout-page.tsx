import { onUseModule } from '@andaman/shared/on-use-module';
import { Link, useSearchParams } from '@andaman/shared/router';
import { EmptyState } from '@andaman/shared/ui/empty-state';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { Suspense } from 'react';
import { readCheckoutParams } from '../domain/checkout-params';
import styles from './itinerary-pages.module.css';

// The checkout form's code (react-hook-form, the guest schemas, the booking client) is a chunk of its own:
// an address without a booking shows its message without downloading it.
const checkoutForm = onUseModule(() => import('../features/checkout/holiday-checkout'));
const HolidayCheckout = checkoutForm.lazyComponent((module) => module.HolidayCheckout);

/**
 * `/itinerary/checkout`: guest and contact details of a package booking request
 * (rule holidays.route.checkout).
 */
export function ItineraryCheckoutPage() {
  const [search] = useSearchParams();
  const params = readCheckoutParams(search);
  return (
    <div data-remote="holidays" className={styles.container}>
      <title>Package guest details | Andaman Holidays</title>
      <h1 className={styles.title}>Package guest details</h1>
      {params ? (
        <Suspense fallback={<LoadingOverlay label="Loading the guest details form" />}>
          <HolidayCheckout params={params} />
        </Suspense>
      ) : (
        <EmptyState
          message="Choose a package and a check-in date first."
          action={
            <Link to="/itinerary" className={styles.link}>
              See all holiday packages
            </Link>
          }
        />
      )}
    </div>
  );
}
