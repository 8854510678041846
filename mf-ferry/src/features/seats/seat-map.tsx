import type { SelectedSeat } from '../../domain/selection';
import styles from './seat-map.module.css';
import { type SeatGrid, toggleSeat } from './seat-rules';

export interface SeatMapProps {
  grid: SeatGrid;
  selected: readonly SelectedSeat[];
  adults: number;
  onChange: (seats: SelectedSeat[]) => void;
  /** Accessible name of the seat group, e.g. "Seats, Premium class". */
  label: string;
}

/**
 * A seat map of native checkboxes, so Tab and Space work out of the box: unavailable seats are disabled and
 * shown checked (rule ferry.seats.map); free seats cannot be added beyond the adults count. Once every adult
 * has a seat, the other free seats are disabled but keep the free look (`data-seat`), so they are not
 * mistaken for taken ones.
 */
export function SeatMap({ grid, selected, adults, onChange, label }: SeatMapProps) {
  const chosen = new Set(selected.map((seat) => seat.id));
  const full = selected.length >= adults;
  return (
    <div className={styles.scroll}>
      <fieldset className={styles.deck} aria-label={label} style={{ margin: 0 }}>
        <div className={styles.bow} aria-hidden="true">
          Front
        </div>
        {grid.map((row, rowIndex) => (
          <div key={rowIndex} className={styles.row}>
            {row.map((cell, cellIndex) =>
              cell === null ? (
                <span key={`aisle-${cellIndex}`} className={styles.aisle} aria-hidden="true" />
              ) : (
                <label
                  key={cell.id}
                  className={styles.seat}
                  data-seat={!cell.available ? 'taken' : chosen.has(cell.id) ? 'chosen' : 'free'}
                >
                  <input
                    type="checkbox"
                    aria-label={`Seat ${cell.label}${cell.available ? '' : ' (unavailable)'}`}
                    checked={!cell.available || chosen.has(cell.id)}
                    disabled={!cell.available || (full && !chosen.has(cell.id))}
                    onChange={() => onChange(toggleSeat(selected, cell, adults))}
                  />
                  <span className={styles.face} aria-hidden="true">
                    {cell.label}
                  </span>
                </label>
              ),
            )}
          </div>
        ))}
      </fieldset>
      <div className={styles.legend} aria-hidden="true">
        <span>
          <i className={styles.swatch} /> Available
        </span>
        <span>
          <i className={`${styles.swatch} ${styles.swatchChosen}`} /> Selected
        </span>
        <span>
          <i className={`${styles.swatch} ${styles.swatchTaken}`} /> Unavailable
        </span>
      </div>
    </div>
  );
}
