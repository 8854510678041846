/**
 * A select in plain markup: the browser's own `<select>`, dressed like the design system's inputs.
 * On a phone it opens the system's list (a wheel or a sheet), by keyboard it answers ↑ ↓ and typed
 * letters (type "Ind" to reach "Indian"), and screen readers know it as a combobox with its options.
 * It replaces antd's Select on every form: rc-select, its virtual list and its styles weighed on each
 * booking page's first load.
 *
 * Bound to a string value, `''` when nothing is chosen; the placeholder shows until a choice is made
 * and cannot be chosen back.
 *
 * ```tsx
 * <FormItem label="From" htmlFor="from">
 *   <NativeSelect id="from" placeholder="Select origin" options={portOptions} value={from} onChange={setFrom} />
 * </FormItem>
 * ```
 */
import { forwardRef, type SelectHTMLAttributes, useMemo } from 'react';
import styles from '../assets/styles/native-select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'multiple' | 'children'> {
  options: readonly SelectOption[];
  /** The chosen value; `''` or `undefined` shows the placeholder. */
  value: string | undefined;
  onChange: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** The error state: red border, and `aria-invalid` unless given. */
  invalid?: boolean;
}

export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { options, value, onChange, placeholder, invalid, className, 'aria-invalid': ariaInvalid, ...select },
  ref,
) {
  const chosen = value ?? '';
  // The same elements while the list is the same: a select re-rendered (its field turns invalid, say)
  // leaves its options as they are instead of comparing each (the nationalities are about 200).
  const optionElements = useMemo(
    () =>
      options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      )),
    [options],
  );
  const classes = [styles.select, invalid ? styles.invalid : '', chosen === '' ? styles.empty : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <select
      ref={ref}
      {...select}
      className={classes}
      value={chosen}
      aria-invalid={ariaInvalid ?? (invalid || undefined)}
      onChange={(event) => onChange(event.target.value)}
    >
      {placeholder !== undefined || chosen === '' ? (
        <option value="" disabled>
          {placeholder ?? ''}
        </option>
      ) : null}
      {optionElements}
    </select>
  );
});
