import { portFromValue } from '@andaman/shared/data/ports';
import type { SavedTrip } from '../../domain/search';
import styles from './leg-steps.module.css';

const portName = (value: string) => portFromValue(value)?.name ?? value;

/**
 * One step per leg with its from and to names; the current leg (query parameter id) is highlighted and
 * marked `aria-current="step"`, earlier legs are ticked. Plain markup in antd Steps' small look, so the
 * results page needs none of antd's runtime for it.
 */
export function LegSteps({ trips, currentId }: { trips: SavedTrip[]; currentId: number }) {
  const current = Math.max(
    0,
    trips.findIndex((trip) => trip.id === currentId),
  );
  return (
    <nav aria-label="Trips">
      <ol className={styles.steps}>
        {trips.map((trip, index) => {
          const state = index < current ? styles.done : index === current ? styles.current : styles.next;
          return (
            <li
              key={trip.id}
              className={`${styles.step} ${state}`}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className={styles.icon} aria-hidden="true">
                {index < current ? '✓' : index + 1}
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{`${portName(trip.from)} → ${portName(trip.to)}`}</span>
                <span className={styles.description}>Trip {index + 1}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
