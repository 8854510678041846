import type { Trip } from '@andaman/shared/contracts/trips';
import { type DetailRow, legRows, legTitle, tripRows } from './trip-content';
import styles from './trips.module.css';

function Rows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What was booked: a ferry's legs in travel order, then the booking's own rows (rule trips.page). */
export function TripDetails({ trip, headingLevel = 2 }: { trip: Trip; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.details}>
      {trip.kind === 'ferry'
        ? trip.legs.map((leg, index) => (
            <section key={`${leg.date}-${leg.departure}-${leg.operator}`} className={styles.leg}>
              <Heading className={styles.legTitle}>
                {trip.legs.length > 1 ? `Trip ${index + 1} · ` : ''}
                {legTitle(leg)}
              </Heading>
              <Rows rows={legRows(leg)} />
            </section>
          ))
        : null}
      <Rows rows={tripRows(trip)} />
    </div>
  );
}
