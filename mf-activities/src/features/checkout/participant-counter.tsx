import { PARTICIPANT_LIMITS } from '../../domain/pricing';
import styles from './activity-checkout.module.css';

/** The participant counter (rule activities.participants): starts at 1 and never goes below. */
export function ParticipantCounter({ value, onChange }: { value: number; onChange: (next: number) => void }) {
  return (
    <fieldset className={styles.counter}>
      <legend>Participants</legend>
      <span className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label="Remove a participant"
          disabled={value <= PARTICIPANT_LIMITS.min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className={styles.count} aria-live="polite" aria-label="Participants">
          {value}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label="Add a participant"
          disabled={value >= PARTICIPANT_LIMITS.max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </span>
    </fieldset>
  );
}
