/**
 * How the keyboard moves through a date field's calendar, so it works without a mouse; shared by `DateField`
 * and `DateRangeField`: ← → a day, ↑ ↓ a week, Page Up / Page Down a month, skipping days that cannot be
 * chosen; each day is read out as "Friday, 27 November 2026".
 */
import type { Dayjs } from 'dayjs';

/** The days a calendar's highlight looks through for one that can be chosen before it gives up. */
export const SEARCH_DAYS = 400;

/** The keys that move the highlighted day, and by how much. */
export const CALENDAR_MOVES: Record<string, (day: Dayjs) => Dayjs> = {
  ArrowLeft: (day) => day.subtract(1, 'day'),
  ArrowRight: (day) => day.add(1, 'day'),
  ArrowUp: (day) => day.subtract(1, 'week'),
  ArrowDown: (day) => day.add(1, 'week'),
  PageUp: (day) => day.subtract(1, 'month'),
  PageDown: (day) => day.add(1, 'month'),
};

/** How a day is read out: "Friday, 27 November 2026". */
export const spokenDay = (day: Dayjs) => day.format('dddd, D MMMM YYYY');

/** The first day from `from` on, stepping a day in `direction`, that `canChoose` accepts (or null). */
export function nearestChoosable(
  from: Dayjs,
  direction: 1 | -1,
  canChoose: (day: Dayjs) => boolean,
): Dayjs | null {
  for (let offset = 0; offset <= SEARCH_DAYS; offset += 1) {
    const day = from.add(offset * direction, 'day');
    if (canChoose(day)) return day;
  }
  return null;
}

/**
 * Where `key` takes the highlight from `from`: the moved day, or the nearest day beyond it that can be
 * chosen; `from` when there is none; null when `key` does not move the highlight.
 */
export function movedDay(from: Dayjs, key: string, canChoose: (day: Dayjs) => boolean): Dayjs | null {
  const move = CALENDAR_MOVES[key];
  if (!move) return null;
  const target = move(from);
  return nearestChoosable(target, target.isBefore(from) ? -1 : 1, canChoose) ?? from;
}
