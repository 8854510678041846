/**
 * A single-day field for booking forms (travel date, check-in, activity date), usable by keyboard
 * alone:
 *
 * - it shows its format: the placeholder `DD MMM YYYY` and, under the box, a hint with an example;
 * - a typed day is taken in that format in any letter case, with the month in full, or as numbers day
 *   first (`5/12/2026`) or ISO (`2026-12-05`), when Enter or Tab is pressed (`parseTypedDay`);
 * - ↓ (or ↑, or Enter in an empty box) opens the calendar; while it is open the arrow keys move the
 *   highlighted day (← → a day, ↑ ↓ a week, Page Up / Page Down a month), skipping days that cannot be
 *   chosen, each day announced to screen readers; Enter picks it, Escape closes the calendar;
 * - Enter never submits the surrounding form: it commits the date, so a search is not sent half-filled.
 *
 * Bound to an ISO day (`YYYY-MM-DD`, `''` when none), like `DateRangeField`.
 *
 * Until antd's picker is first needed (focus, press, pointer over the field) the field is a plain input
 * (`DayInputs`) that already takes typed days and the keys above; the picker then takes its place with
 * the focus, the typed text and an open calendar carried over (`date-picker-loader`), so a page
 * without a date being chosen never downloads the picker.
 *
 * ```tsx
 * <FormItem label="Date" htmlFor="travel-date">
 *   <DateField id="travel-date" value={day} onChange={setDay} disabledDate={isPastDay} />
 * </FormItem>
 * ```
 */
import {
  CALENDAR_MOVES,
  movedDay,
  nearestChoosable as nearestFrom,
  spokenDay,
} from '@andaman/shared/rules/calendar-keys';
import { parseTypedDay, refusedDayMessage, SHOWN_DAY_FORMAT } from '@andaman/shared/rules/typed-day';
import { AntdTheme } from '@andaman/shared/ui/antd-theme';
import { requestDatePicker, useDatePickerDoor } from '@andaman/shared/ui/date-picker-loader';
import { DayInputs, highlightActiveDay, usePlainPhase } from '@andaman/shared/ui/day-inputs';
import dayjs, { type Dayjs } from 'dayjs';
import {
  type FocusEvent,
  forwardRef,
  type KeyboardEvent,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import styles from '../assets/styles/date-field.module.css';

const ISO_DAY = 'YYYY-MM-DD';

export interface DateFieldProps {
  /** The input's id, for its label (`<label htmlFor>` or `FormItem htmlFor`). */
  id: string;
  /** The chosen day, `YYYY-MM-DD`, or `''`. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Days that cannot be chosen (typed, clicked or reached with the arrow keys). */
  disabledDate?: (day: Dayjs) => boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  className?: string;
}

export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  {
    id,
    value,
    onChange,
    onBlur,
    disabledDate,
    invalid,
    'aria-describedby': describedBy,
    'aria-required': ariaRequired,
    className,
  },
  ref,
) {
  const holder = useRef<HTMLDivElement>(null);
  const door = useDatePickerDoor();
  /** Text typed into the plain input and not taken yet (`null`: it shows the chosen day). */
  const [plainText, setPlainText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const { swapped, plainInput } = usePlainPhase(holder, door !== undefined, { [id]: plainText });
  // The input inside: the plain one, then the picker's.
  useImperativeHandle(ref, () => holder.current?.querySelector('input') as HTMLInputElement, [swapped]);
  /** The day the arrow keys move, highlighted in the calendar. */
  const [active, setActive] = useState<Dayjs | null>(null);
  /** The month the calendar shows. */
  const [panel, setPanel] = useState<Dayjs>(() => (value ? dayjs(value, ISO_DAY) : dayjs()));
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** What Enter acts on: the typed text, or the day highlighted with the arrow keys. */
  const source = useRef<'text' | 'calendar'>('calendar');
  // What was last typed: the picker may have put its own text back in the box by the time it passes on
  // the blur, and a refused day must still be explained.
  const typedText = useRef('');

  // One object per value: the picker puts its calendar back to `value` whenever it gets a new object,
  // which would undo a day being typed over the chosen one.
  const chosen = useMemo(() => (value ? dayjs(value, ISO_DAY) : null), [value]);
  const canChoose = (day: Dayjs) => !disabledDate?.(day);

  /** The first day from `from` on, stepping `direction` days, that can be chosen. */
  const nearestChoosable = (from: Dayjs, direction: 1 | -1) => nearestFrom(from, direction, canChoose);

  const highlight = (day: Dayjs) => {
    setActive(day);
    setPanel(day);
  };

  /** Opens the calendar on the chosen day, or the first day that can be chosen. */
  const openCalendar = () => {
    const start = chosen && canChoose(chosen) ? chosen : nearestChoosable(dayjs().startOf('day'), 1);
    if (start) {
      highlight(start);
      setAnnouncement(`${spokenDay(start)}. Arrow keys move the day, Enter picks it.`);
    }
    setOpen(true);
  };

  const commit = (day: Dayjs) => {
    setProblem(null);
    setPlainText(null);
    setOpen(false);
    onChange(day.format(ISO_DAY));
  };

  /** Takes the typed text: a day that can be chosen is committed, anything else is explained. */
  const commitTyped = (text: string): boolean => {
    const typed = parseTypedDay(text);
    const day = typed ? dayjs(typed, ISO_DAY) : null;
    // A refused day also clears the field: the form must not go on with the day chosen before
    // (rule site.typed-day.refused).
    if (!day) {
      setProblem(`“${text}” is not a date. Type it like ${dayjs().format(SHOWN_DAY_FORMAT)}.`);
      if (value) onChange('');
      return false;
    }
    if (!canChoose(day)) {
      setProblem(refusedDayMessage(day.format(SHOWN_DAY_FORMAT), day.isBefore(dayjs(), 'day')));
      if (value) onChange('');
      return false;
    }
    commit(day);
    return true;
  };

  /** Whether `text` is something typed rather than the chosen day as shown. */
  const isNewText = (text: string) => text !== '' && text !== (chosen ? chosen.format(SHOWN_DAY_FORMAT) : '');

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const input = event.target as HTMLInputElement;
    const text = (input.value ?? '').trim();
    const moves = event.key in CALENDAR_MOVES;
    if (event.key === 'Enter') {
      // Enter belongs to the field: it never submits the form around it.
      event.preventDefault();
      if (source.current === 'text' && isNewText(text)) {
        if (!commitTyped(text)) setOpen(true);
      } else if (open && active) {
        if (canChoose(active)) commit(active);
      } else {
        source.current = 'calendar';
        openCalendar();
      }
      return;
    }
    if (!moves || event.ctrlKey || event.metaKey) {
      if (event.key === 'Escape') {
        // Closed at once (the picker itself closes a frame later), so ↓ right after reopens it.
        source.current = 'calendar';
        setOpen(false);
      }
      return;
    }
    if (!open) {
      // ↓ or ↑ (Alt+↓ too) opens the calendar; ← → stay with the text.
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        source.current = 'calendar';
        openCalendar();
      }
      return;
    }
    if (!event.altKey) {
      event.preventDefault();
      source.current = 'calendar';
      const from = active ?? chosen ?? dayjs().startOf('day');
      const next = movedDay(from, event.key, canChoose) ?? from;
      highlight(next);
      setAnnouncement(spokenDay(next));
    }
  };

  /** Leaving the field: Tab takes a typed day as Enter does; an emptied box clears the day. */
  const leave = (event: FocusEvent<HTMLElement>) => {
    const input = event.target;
    if (input instanceof HTMLInputElement) {
      const text = (source.current === 'text' ? typedText.current : input.value).trim();
      if (source.current === 'text' && isNewText(text)) commitTyped(text);
      else if (text === '' && value) onChange('');
      if (text === '') setPlainText(null);
    }
    source.current = 'calendar';
    onBlur?.();
  };

  const hintId = `${id}-hint`;
  const example = dayjs().format(SHOWN_DAY_FORMAT);
  return (
    <div
      ref={holder}
      className={styles.field}
      onPointerEnter={requestDatePicker}
      // Typed (or pasted) text is what Enter and Tab take; a typed day moves the calendar to it, so
      // the arrow keys go on from there.
      onInput={(event) => {
        source.current = 'text';
        typedText.current = (event.target as HTMLInputElement).value ?? '';
        setProblem(null);
        const typed = parseTypedDay((event.target as HTMLInputElement).value ?? '');
        if (typed) highlight(dayjs(typed, ISO_DAY));
      }}
    >
      {door && swapped ? (
        <AntdTheme>
          <door.DatePicker
            id={id}
            className={[styles.picker, className].filter(Boolean).join(' ')}
            classNames={{ popup: { root: styles.calendarPopup } }}
            placeholder={SHOWN_DAY_FORMAT}
            format={SHOWN_DAY_FORMAT}
            value={chosen}
            disabledDate={disabledDate}
            status={invalid || problem ? 'error' : undefined}
            aria-invalid={invalid || problem ? true : undefined}
            aria-required={ariaRequired}
            aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
            open={open}
            onOpenChange={(next) => {
              if (next && !open) openCalendar();
              else setOpen(next);
            }}
            pickerValue={panel}
            onPickerValueChange={(month, info) => {
              // Opening resets the calendar to the chosen day or today; keep it on the highlighted day.
              setPanel(info.source === 'reset' && active ? active : month);
            }}
            cellRender={highlightActiveDay(active, styles.highlighted)}
            onKeyDown={onKeyDown}
            onChange={(day) => {
              setProblem(null);
              onChange(day ? day.format(ISO_DAY) : '');
            }}
            onBlur={leave}
          />
        </AntdTheme>
      ) : (
        <DayInputs
          className={[styles.picker, className].filter(Boolean).join(' ')}
          invalid={Boolean(invalid || problem)}
          inputs={[
            {
              id,
              placeholder: SHOWN_DAY_FORMAT,
              value: plainText ?? (chosen ? chosen.format(SHOWN_DAY_FORMAT) : ''),
              'aria-invalid': invalid || problem ? true : undefined,
              'aria-required': ariaRequired,
              'aria-describedby': [hintId, describedBy].filter(Boolean).join(' '),
              onChange: (event) => setPlainText(event.target.value),
              ...plainInput({
                open: () => {
                  if (!open) openCalendar();
                },
                onKeyDown,
                leave,
              }),
            },
          ]}
        />
      )}
      <div id={hintId} className={problem ? styles.problem : styles.hint}>
        {problem ?? `Type a date like ${example}, or press ↓ for the calendar`}
      </div>
      <span role="status" className={styles.announcer}>
        {open ? announcement : ''}
      </span>
    </div>
  );
});
