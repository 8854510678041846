import styles from './hotel-detail.module.css';

/** A number with − and + buttons that never goes below `min`. */
export function Counter({
  id,
  label,
  value,
  min,
  max = 50,
  onChange,
  invalid,
  errorId,
}: {
  id: string;
  label: string;
  value: number | undefined;
  min: number;
  max?: number;
  onChange: (value: number | undefined) => void;
  invalid?: boolean;
  errorId?: string;
}) {
  const current = value ?? min;
  return (
    <div className={styles.counter}>
      <button
        type="button"
        className={styles.counterButton}
        aria-label={`Fewer ${label.toLowerCase()}`}
        disabled={current <= min}
        onClick={() => onChange(Math.max(min, current - 1))}
      >
        −
      </button>
      <input
        id={id}
        className={styles.counterValue}
        inputMode="numeric"
        value={value === undefined ? '' : String(value)}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        // ↑ and ↓ step the count, as on a number field.
        onKeyDown={(event) => {
          const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
          if (step === 0) return;
          event.preventDefault();
          onChange(Math.min(max, Math.max(min, current + step)));
        }}
        onChange={(event) => {
          const text = event.target.value.replace(/\D/g, '');
          onChange(text === '' ? undefined : Math.min(max, Math.max(min, Number(text))));
        }}
      />
      <button
        type="button"
        className={styles.counterButton}
        aria-label={`More ${label.toLowerCase()}`}
        disabled={current >= max}
        onClick={() => onChange(Math.min(max, current + 1))}
      >
        +
      </button>
    </div>
  );
}
