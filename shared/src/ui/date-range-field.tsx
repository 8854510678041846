/**
 * A check-in / check-out field for stays (two months shown, one on a phone; past days disabled, closes when
 * both ends are chosen: rule hotels.search.date-range), usable by keyboard alone like `DateField`:
 *
 * - it shows its format: a hint under the boxes with an example (`DD MMM YYYY`);
 * - a day typed into either box is taken in that format in any letter case, with the month in full,
 *   as numbers day first (`5/12/2026`) or ISO (`2026-12-05`), when Enter or Tab is pressed
 *   (`parseTypedDay`); a day that cannot be chosen is explained under the field;
 * - ↓ (or ↑, or Enter in an empty box) opens the calendar; while it is open the arrow keys move the
 *   highlighted day (← → a day, ↑ ↓ a week, Page Up / Page Down a month), skipping days that cannot be
 *   chosen (before today; for check-out, up to check-in), each day announced to screen readers; Enter
 *   picks it: check-in first, then the focus moves to check-out with the calendar still open, and it
 *   closes when check-out is picked; Escape closes the calendar;
 * - Enter never submits the surrounding form.
 *
 * Bound to two ISO days (`YYYY-MM-DD`, `''` when not chosen). Until antd's picker is first needed the
 * two boxes are plain inputs, swapped for the picker as `DateField` does (`date-picker-loader`).
 */
import { CALENDAR_MOVES, movedDay, nearestChoosable, spokenDay } from '@andaman/shared/rules/calendar-keys';
import { parseTypedDay, refusedDayMessage, SHOWN_DAY_FORMAT } from '@andaman/shared/rules/typed-day';
import { AntdTheme } from '@andaman/shared/ui/antd-theme';
import { requestDatePicker, useDatePickerDoor } from '@andaman/shared/ui/date-picker-loader';
import { DayInputs, highlightActiveDay, usePlainPhase } from '@andaman/shared/ui/day-inputs';
import { FormItem } from '@andaman/shared/ui/form';
import dayjs, { type Dayjs } from 'dayjs';
import { type FocusEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import fieldStyles from '../assets/styles/date-field.module.css';
import styles from '../assets/styles/date-range-field.module.css';

/** The dates a range field reads and writes: ISO days (`YYYY-MM-DD`), `''` when not chosen. */
export const ISO_DAY = 'YYYY-MM-DD';

const beforeToday = (day: Dayjs) => day.isBefore(dayjs(), 'day');
const toDay = (value: string) => (value ? dayjs(value, ISO_DAY) : null);

/** The two ends of the range: 0 check-in, 1 check-out. */
type End = 0 | 1;
const END_NAMES = ['Check-in', 'Check-out'] as const;

export interface DateRangeFieldProps {
  /** Prefix of the two inputs' ids (`{id}-check-in`, `{id}-check-out`); the label points at the first. */
  id: string;
  label: string;
  value: readonly [start: string, end: string];
  onChange: (start: string, end: string) => void;
  /** Validation messages of either end, shown under the field. */
  messages: readonly string[];
  placeholder?: [string, string];
  /** Said when a typed check-out is not after check-in (the form's own wording for that rule). */
  orderMessage?: string;
  className?: string;
}

export function DateRangeField({
  id,
  label,
  value,
  onChange,
  messages,
  placeholder = ['Check-in', 'Check-out'],
  orderMessage = 'Check-out date must be after check-in',
  className,
}: DateRangeFieldProps) {
  const holder = useRef<HTMLDivElement>(null);
  const inputIds = [`${id}-check-in`, `${id}-check-out`] as const;
  const door = useDatePickerDoor();
  /** Text typed into each plain input and not taken yet (`null`: it shows the chosen day). */
  const [plainTexts, setPlainTexts] = useState<[string | null, string | null]>([null, null]);
  const [open, setOpen] = useState(false);
  const { swapped, plainInput } = usePlainPhase(holder, door !== undefined, {
    [inputIds[0]]: plainTexts[0],
    [inputIds[1]]: plainTexts[1],
  });
  /** The day the arrow keys move, highlighted in the calendar. */
  const [active, setActive] = useState<Dayjs | null>(null);
  /** The months the calendar shows (the first of the two). */
  const [panel, setPanel] = useState<Dayjs>(() => toDay(value[0]) ?? dayjs());
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** What Enter acts on: the typed text, or the day highlighted with the arrow keys. */
  const source = useRef<'text' | 'calendar'>('calendar');
  // What was last typed: the picker may have put its own text back by the time it passes on the blur.
  const typedText = useRef('');

  // One object per value: the picker puts its calendar back whenever it gets new objects.
  const chosen = useMemo<[Dayjs | null, Dayjs | null]>(
    () => [toDay(value[0]), toDay(value[1])],
    [value[0], value[1]],
  );
  const endOf = (target: EventTarget): End => ((target as HTMLElement).id === inputIds[1] ? 1 : 0);
  const canChoose = (end: End) => (day: Dayjs) =>
    !beforeToday(day) && (end === 0 || !chosen[0] || day.isAfter(chosen[0], 'day'));

  const highlight = (day: Dayjs) => {
    setActive(day);
    setPanel(day);
  };

  /** Opens the calendar on the end's chosen day, else the first day that end can take. */
  const openCalendar = (end: End) => {
    const mine = chosen[end];
    const from = end === 1 && chosen[0] ? chosen[0].add(1, 'day') : dayjs().startOf('day');
    const start = mine && canChoose(end)(mine) ? mine : nearestChoosable(from, 1, canChoose(end));
    if (start) {
      highlight(start);
      setAnnouncement(`${END_NAMES[end]}: ${spokenDay(start)}. Arrow keys move the day, Enter picks it.`);
    }
    setOpen(true);
  };

  const focusEnd = (end: End) =>
    holder.current?.querySelector<HTMLInputElement>(`#${inputIds[end]}`)?.focus();

  /**
   * A range chosen by keyboard, sent once the calendar has closed: on closing, the picker submits the
   * range it holds itself, which is a render behind a value just sent, so sending first would be undone.
   */
  const closingWith = useRef<[string, string] | null>(null);
  useEffect(() => {
    if (open || !closingWith.current) return;
    const [start, end] = closingWith.current;
    closingWith.current = null;
    onChange(start, end);
  }, [open, onChange]);
  const closeWith = (start: string, end: string) => {
    if (open) {
      closingWith.current = [start, end];
      setOpen(false);
    } else onChange(start, end);
  };

  /** Takes `day` for `end`: check-in moves on to check-out (a check-out not after it is cleared). */
  const commit = (end: End, day: Dayjs) => {
    setProblem(null);
    setPlainTexts([null, null]);
    const iso = day.format(ISO_DAY);
    if (end === 1) {
      closeWith(value[0], iso);
      return;
    }
    const keptEnd = chosen[1]?.isAfter(day, 'day') ? value[1] : '';
    if (keptEnd) {
      closeWith(iso, keptEnd);
      return;
    }
    onChange(iso, '');
    // Check-out next, with the calendar open on the day after check-in.
    source.current = 'calendar';
    const next = day.add(1, 'day');
    highlight(next);
    setAnnouncement(`Check-out: ${spokenDay(next)}. Arrow keys move the day, Enter picks it.`);
    focusEnd(1);
  };

  /** Takes the text typed into `end`: a day that can be chosen is committed, anything else explained. */
  const commitTyped = (end: End, text: string): boolean => {
    const typed = parseTypedDay(text);
    const day = typed ? dayjs(typed, ISO_DAY) : null;
    if (!day) {
      setProblem(`“${text}” is not a date. Type it like ${dayjs().format(SHOWN_DAY_FORMAT)}.`);
      return false;
    }
    if (beforeToday(day)) {
      setProblem(refusedDayMessage(day.format(SHOWN_DAY_FORMAT), true));
      return false;
    }
    if (!canChoose(end)(day)) {
      setProblem(orderMessage);
      return false;
    }
    commit(end, day);
    return true;
  };

  /** Whether `text` in `end` is something typed rather than the chosen day as shown. */
  const isNewText = (end: End, text: string) =>
    text !== '' && text !== (chosen[end]?.format(SHOWN_DAY_FORMAT) ?? '');

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const end = endOf(event.target);
    const text = ((event.target as HTMLInputElement).value ?? '').trim();
    if (event.key === 'Enter') {
      // Enter belongs to the field: it never submits the form around it.
      event.preventDefault();
      if (source.current === 'text' && isNewText(end, text)) {
        if (!commitTyped(end, text)) setOpen(true);
      } else if (open && active) {
        if (canChoose(end)(active)) commit(end, active);
      } else {
        source.current = 'calendar';
        openCalendar(end);
      }
      return;
    }
    if (!(event.key in CALENDAR_MOVES) || event.ctrlKey || event.metaKey) {
      if (event.key === 'Escape') {
        source.current = 'calendar';
        setOpen(false);
      }
      return;
    }
    if (!open) {
      // ↓ or ↑ opens the calendar; ← → stay with the text.
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        source.current = 'calendar';
        openCalendar(end);
      }
      return;
    }
    if (!event.altKey) {
      event.preventDefault();
      source.current = 'calendar';
      const from = active ?? chosen[end] ?? dayjs().startOf('day');
      const next = movedDay(from, event.key, canChoose(end)) ?? from;
      highlight(next);
      setAnnouncement(spokenDay(next));
    }
  };

  /** Leaving a box: Tab takes a typed day as Enter does. */
  const leave = (event: FocusEvent<HTMLElement>) => {
    const input = event.target;
    if (input instanceof HTMLInputElement) {
      const end = endOf(input);
      const text = (source.current === 'text' ? typedText.current : input.value).trim();
      if (source.current === 'text' && isNewText(end, text)) commitTyped(end, text);
    }
    source.current = 'calendar';
  };

  const errorId = `${id}-dates-error`;
  const hintId = `${id}-dates-hint`;
  const example = dayjs().format(SHOWN_DAY_FORMAT);
  const describedBy = [hintId, messages.length > 0 ? errorId : ''].filter(Boolean).join(' ');
  return (
    <FormItem
      label={label}
      htmlFor={inputIds[0]}
      className={className}
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
      <div
        ref={holder}
        className={fieldStyles.field}
        onPointerEnter={requestDatePicker}
        // Typed (or pasted) text is what Enter and Tab take; a typed day moves the calendar to it.
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
            <door.DatePicker.RangePicker
              id={{ start: inputIds[0], end: inputIds[1] }}
              className={styles.picker}
              classNames={{ popup: { root: fieldStyles.calendarPopup } }}
              placeholder={placeholder}
              format={SHOWN_DAY_FORMAT}
              disabledDate={beforeToday}
              allowEmpty={[true, true]}
              value={chosen}
              open={open}
              onOpenChange={(next) => {
                if (next && !open) {
                  const focused = document.activeElement;
                  openCalendar(focused ? endOf(focused) : 0);
                } else setOpen(next);
              }}
              pickerValue={panel}
              onPickerValueChange={(months, info) => {
                // Opening resets the calendar; keep it on the highlighted day.
                setPanel(info.source === 'reset' && active ? active : months[0]);
              }}
              cellRender={highlightActiveDay(active, fieldStyles.highlighted)}
              onKeyDown={onKeyDown}
              onChange={(range) => {
                const [start, end] = range ?? [null, null];
                setProblem(null);
                onChange(start ? start.format(ISO_DAY) : '', end ? end.format(ISO_DAY) : '');
              }}
              onBlur={leave}
              status={messages.length > 0 || problem ? 'error' : undefined}
              aria-describedby={describedBy}
              aria-invalid={messages.length > 0 || problem ? true : undefined}
            />
          </AntdTheme>
        ) : (
          <DayInputs
            className={styles.picker}
            invalid={messages.length > 0 || Boolean(problem)}
            inputs={([0, 1] as const).map((end) => ({
              id: inputIds[end],
              placeholder: placeholder[end],
              value: plainTexts[end] ?? chosen[end]?.format(SHOWN_DAY_FORMAT) ?? '',
              'aria-describedby': describedBy,
              'aria-invalid': messages.length > 0 || problem ? true : undefined,
              onChange: (event) => {
                const text = event.target.value;
                setPlainTexts((texts) => (end === 0 ? [text, texts[1]] : [texts[0], text]));
              },
              ...plainInput({
                open: () => {
                  if (!open) openCalendar(end);
                },
                onKeyDown,
                leave,
              }),
            }))}
          />
        )}
        {/* The field's label names check-in; check-out gets its own (not shown: the placeholder says it). */}
        <label htmlFor={inputIds[1]} className={fieldStyles.announcer}>
          {placeholder[1]}
        </label>
        <div id={hintId} className={problem ? fieldStyles.problem : fieldStyles.hint}>
          {problem ?? `Type dates like ${example}, or press ↓ for the calendar`}
        </div>
        <span role="status" className={fieldStyles.announcer}>
          {open ? announcement : ''}
        </span>
      </div>
    </FormItem>
  );
}
