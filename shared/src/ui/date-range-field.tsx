import { DatePicker } from '@andaman/shared/ui/date-picker';
import { Form } from '@andaman/shared/ui/form';
import dayjs, { type Dayjs } from 'dayjs';
import styles from '../assets/styles/date-range-field.module.css';

/** The dates a range field reads and writes: ISO days (`YYYY-MM-DD`), `''` when not chosen. */
export const ISO_DAY = 'YYYY-MM-DD';

const beforeToday = (day: Dayjs) => day.isBefore(dayjs(), 'day');
const toDay = (value: string) => (value ? dayjs(value, ISO_DAY) : null);

export interface DateRangeFieldProps {
  /** Prefix of the two inputs' ids (`{id}-check-in`, `{id}-check-out`); the label points at the first. */
  id: string;
  label: string;
  value: readonly [start: string, end: string];
  onChange: (start: string, end: string) => void;
  /** Validation messages of either end, shown under the field. */
  messages: readonly string[];
  placeholder?: [string, string];
  className?: string;
}

/**
 * A check-in / check-out range picker (two months shown, past days disabled, closes when both ends
 * are chosen) bound to two ISO-day values, with its messages announced by the inputs.
 */
export function DateRangeField({
  id,
  label,
  value,
  onChange,
  messages,
  placeholder = ['Check-in', 'Check-out'],
  className,
}: DateRangeFieldProps) {
  const errorId = `${id}-dates-error`;
  return (
    <Form.Item
      label={label}
      htmlFor={`${id}-check-in`}
      className={className}
      validateStatus={messages.length > 0 ? 'error' : undefined}
      help={
        messages.length > 0 ? (
          <span id={errorId}>
            {messages.map((message) => (
              <span key={message} className={styles.message}>
                {message}
              </span>
            ))}
          </span>
        ) : undefined
      }
    >
      <DatePicker.RangePicker
        id={{ start: `${id}-check-in`, end: `${id}-check-out` }}
        className={styles.picker}
        placeholder={placeholder}
        format="DD MMM YYYY"
        inputReadOnly
        disabledDate={beforeToday}
        allowEmpty={[true, true]}
        value={[toDay(value[0]), toDay(value[1])]}
        onChange={(range) => {
          const [start, end] = range ?? [null, null];
          onChange(start ? start.format(ISO_DAY) : '', end ? end.format(ISO_DAY) : '');
        }}
        aria-describedby={messages.length > 0 ? errorId : undefined}
      />
    </Form.Item>
  );
}
