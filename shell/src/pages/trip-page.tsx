import { Link, useParams } from '@andaman/shared/router';
import { normalizeReference } from '@andaman/shared/rules/booking-reference';
import { TRIPS_PATH } from '@andaman/shared/rules/trip-paths';
import { Spinner } from '@andaman/shared/ui/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tripKeys, useTrip } from '../features/trips/trip-api';
import { nextSteps, statusText, tripTitle } from '../features/trips/trip-content';
import { TripLookupForm } from '../features/trips/trip-lookup-form';
import { TripTicket } from '../features/trips/trip-ticket';
import styles from '../features/trips/trips.module.css';
import { onFirstControl } from '../offline/first-control';
import page from '../styles/content-page.module.css';

/**
 * `/trips/{reference}` (rule trips.page, rule trips.ticket): the booking with its status, what happens next
 * and the printable ticket, read with this device's owner token; without one, the lookup form with the
 * reference filled in.
 */
export function TripPage() {
  const { reference: typed = '' } = useParams();
  const reference = normalizeReference(typed);
  const trip = useTrip(reference);
  const queryClient = useQueryClient();
  // Read once more through the service worker when it takes over the first visit, so the ticket is
  // kept for the network being off (rule trips.offline).
  useEffect(
    () => onFirstControl(() => void queryClient.invalidateQueries({ queryKey: tripKeys.all })),
    [queryClient],
  );

  if (reference && trip.isPending) {
    return (
      <section className={styles.page} aria-busy="true">
        <title>{`Booking ${reference} | Andaman Island Experts`}</title>
        <Spinner size="large" />
        <h1 className={styles.heading}>Loading your booking</h1>
      </section>
    );
  }

  if (!trip.data) {
    return (
      <section className={styles.page} aria-labelledby="trip-heading">
        <title>{`Booking ${reference ?? typed} | Andaman Island Experts`}</title>
        <meta name="robots" content="noindex" />
        <h1 id="trip-heading" className={styles.heading}>
          Booking {reference ?? typed}
        </h1>
        <p className={styles.lead}>
          This device does not hold this booking yet. Enter the e-mail you booked with to open it.
        </p>
        <TripLookupForm
          reference={reference ?? typed}
          onFound={(found) => queryClient.setQueryData(tripKeys.trip(found.reference), found)}
        />
        <Link to={TRIPS_PATH}>All your trips</Link>
      </section>
    );
  }

  const booking = trip.data;
  return (
    <section className={styles.page} aria-labelledby="trip-heading">
      <title>{`Booking ${booking.reference} | Andaman Island Experts`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="trip-heading" className={styles.heading}>
        {tripTitle(booking)}
      </h1>
      <p className={styles.lead}>
        Booking reference <strong data-testid="booking-reference">{booking.reference}</strong> ·{' '}
        <span data-testid="trip-status">{statusText(booking)}</span>
      </p>
      <h2 className={styles.legTitle}>What happens next</h2>
      <ol className={styles.steps}>
        {nextSteps(booking).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.actions}>
        <button type="button" className={page.ctaLink} onClick={() => window.print()}>
          Print ticket
        </button>
        <Link to={TRIPS_PATH} className={page.secondaryLink}>
          All your trips
        </Link>
      </p>
      <TripTicket trip={booking} />
    </section>
  );
}
