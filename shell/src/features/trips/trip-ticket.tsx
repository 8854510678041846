import type { Trip } from '@andaman/shared/contracts/trips';
import { ReferenceQr } from './reference-qr';
import { statusText, tripTitle } from './trip-content';
import { TripDetails } from './trip-details';
import styles from './trips.module.css';

/**
 * The printable ticket or voucher (rule trips.ticket): the reference large, its QR code and what was
 * booked. Printing the page prints only this (see the print rules of trips.module.css).
 */
export function TripTicket({ trip }: { trip: Trip }) {
  const label = trip.kind === 'ferry' ? 'Ferry ticket' : 'Booking voucher';
  return (
    <section className={styles.ticket} aria-label={label} data-testid="trip-ticket">
      <div className={styles.ticketHead}>
        <div>
          <p className={styles.ticketKind}>{label} · Andaman Island Experts</p>
          <p className={styles.ticketReference}>{trip.reference}</p>
          <p className={styles.ticketTitle}>{tripTitle(trip)}</p>
          <p className={styles.status}>{statusText(trip)}</p>
        </div>
        <ReferenceQr reference={trip.reference} className={styles.qr} />
      </div>
      <TripDetails trip={trip} headingLevel={3} />
    </section>
  );
}
