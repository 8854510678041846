import { Link, useNavigate } from '@andaman/shared/router';
import { tripPath } from '@andaman/shared/rules/trip-paths';
import { deviceBookingReferences } from '@andaman/shared/state/device-bookings';
import { useState } from 'react';
import { TripLookupForm } from '../features/trips/trip-lookup-form';
import styles from '../features/trips/trips.module.css';

/**
 * `/trips` (rule trips.lookup.form): find a booking by reference and e-mail, and the bookings this device
 * already knows (rule trips.device-tokens).
 */
export function TripsPage() {
  const navigate = useNavigate();
  const [known] = useState(deviceBookingReferences);
  return (
    <section className={styles.page} aria-labelledby="trips-heading">
      <title>Your trips | Andaman Island Experts</title>
      <meta name="robots" content="noindex" />
      <h1 id="trips-heading" className={styles.heading}>
        Your trips
      </h1>
      <p className={styles.lead}>
        Open a booking with its reference (on your thank-you page and in our e-mails) and the e-mail you
        booked with.
      </p>
      <TripLookupForm onFound={(trip) => navigate(tripPath(trip.reference))} />
      {known.length > 0 ? (
        <section aria-labelledby="device-trips">
          <h2 id="device-trips" className={styles.legTitle}>
            Your bookings on this device
          </h2>
          <ul className={styles.list}>
            {known.map((reference) => (
              <li key={reference}>
                <Link to={tripPath(reference)}>{reference}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
