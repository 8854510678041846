/**
 * How counts, days and clock times read on every page (rule site.display-format): "1 adult", "2 children",
 * days as the date fields show them (`05 Dec 2026`) and times on the 12-hour clock (`2:05 PM`).
 */
import { shownDay } from './typed-day';

/** Words whose plural is not the word + "s". */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = { child: 'children', person: 'people' };

/** A count with its noun in the right number: `countOf(1, 'adult')` → "1 adult", `countOf(2, 'child')` → "2 children". */
export function countOf(count: number, noun: string): string {
  if (count === 1) return `1 ${noun}`;
  return `${count} ${IRREGULAR_PLURALS[noun] ?? `${noun}s`}`;
}

/** A day (`YYYY-MM-DD` or an ISO time) as the date fields show it, `05 Dec 2026`; `—` when missing or unreadable. */
export function formatDay(isoDate: string | undefined | null): string {
  return (isoDate && shownDay(isoDate)) || '—';
}

/** A clock time on the 12-hour clock, `2:05 PM`, from `14:05`, `14:05:00` or `2:05 pm`; other text as given. */
export function formatClock(text: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(text.trim());
  if (!match) return text;
  const minute = Number(match[2]);
  let hour = Number(match[1]);
  const meridiem = match[3]?.toLowerCase().replaceAll('.', '');
  if (hour > 23 || minute > 59 || (meridiem && (hour < 1 || hour > 12))) return text;
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  const shownHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${shownHour}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Minutes since midnight of a clock time `formatClock` reads, for sorting; `Infinity` when unreadable. */
export function clockMinutes(text: string): number {
  const shown = formatClock(text);
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(shown);
  if (!match) return Number.POSITIVE_INFINITY;
  return ((Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + Number(match[2]);
}
