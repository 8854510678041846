/**
 * A whole-number field with − and + buttons (adults, infants, rooms…), made for phones: the
 * text box asks for the digit keyboard (`inputMode="numeric"`, `pattern="[0-9]*"`), and each button is a
 * 40 × 40 px tap target (at least 24 × 24 px at any width), named after the field ("Fewer adults"). The
 * arrow keys step the value too. Plain markup, no antd runtime.
 *
 * ```tsx
 * <label htmlFor="adults">Adults (2+ years)</label>
 * <NumberStepper id="adults" name="adults" value={adults} min={1} onChange={setAdults} />
 * ```
 */
import { clampCount, parseCount } from '@andaman/shared/rules/count';
import { type FocusEventHandler, forwardRef, useEffect, useState } from 'react';
import styles from '../assets/styles/number-stepper.module.css';

export interface NumberStepperProps {
  id: string;
  /** What is counted, for the buttons' names ("adults" → "Fewer adults", "More adults"). */
  name: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  min?: number;
  max?: number;
  invalid?: boolean;
  'aria-describedby'?: string;
}

export const NumberStepper = forwardRef<HTMLInputElement, NumberStepperProps>(function NumberStepper(
  { id, name, value, onChange, onBlur, min = 0, max = 99, invalid, 'aria-describedby': describedBy },
  ref,
) {
  const [text, setText] = useState(value == null ? '' : String(value));
  useEffect(() => {
    setText((current) => (parseCount(current) === value ? current : value == null ? '' : String(value)));
  }, [value]);

  const set = (next: number) => {
    const clamped = clampCount(next, min, max);
    setText(String(clamped));
    onChange(clamped);
  };
  const step = (delta: number) => set((value ?? min - (delta > 0 ? 1 : 0)) + delta);

  return (
    <div className={[styles.stepper, invalid ? styles.invalid : ''].join(' ')}>
      <button
        type="button"
        className={styles.button}
        aria-label={`Fewer ${name}`}
        aria-controls={id}
        disabled={value != null && value <= min}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const typed = event.target.value.replace(/[^0-9]/g, '');
          setText(typed);
          const count = parseCount(typed);
          onChange(count == null ? null : clampCount(count, min, max));
        }}
        onBlur={(event) => {
          const count = parseCount(text);
          if (count != null && clampCount(count, min, max) !== count) set(count);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowUp') {
            event.preventDefault();
            step(1);
          } else if (event.key === 'ArrowDown') {
            event.preventDefault();
            step(-1);
          }
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={`More ${name}`}
        aria-controls={id}
        disabled={value != null && value >= max}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
});
