import { Link, useSearchParams } from '@andaman/shared/router';
import { EmptyState } from '@andaman/shared/ui/empty-state';
import { readCheckoutParams } from '../domain/checkout-params';
import { HolidayCheckout } from '../features/checkout/holiday-checkout';
import styles from './itinerary-pages.module.css';

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
        <HolidayCheckout params={params} />
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
