/**
 * Days typed into a date field, for travellers who type rather than pick: the field shows `DD MMM YYYY` ("05
 * Dec 2026"), and a traveller may type it that way in any letter case, with the month in full, or as numbers,
 * day first as in India (`5/12/2026`, `05-12-2026`, `05.12.2026`) or as an ISO day (`2026-12-05`).
 */

/** The format date fields show and ask for. */
export const SHOWN_DAY_FORMAT = 'DD MMM YYYY';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const FULL_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** The month (1-12) a name stands for: its first three letters, or the whole name, any case. */
function monthFromName(name: string): number | null {
  const lower = name.toLowerCase();
  if (lower === 'sept') return 9;
  const index = lower.length === 3 ? MONTHS.indexOf(lower as never) : FULL_MONTHS.indexOf(lower as never);
  return index === -1 ? null : index + 1;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `YYYY-MM-DD` for a day that exists (no 31 Apr, no 29 Feb outside leap years), else null. */
function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

const NAMED = /^(\d{1,2})[\s\-/.,]*([a-z]+)[\s\-/.,]*(\d{4})$/i;
const NUMERIC_DAY_FIRST = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * The ISO day (`YYYY-MM-DD`) that `text` names, or null when it is empty, not in an accepted form,
 * or not a real day. Accepted: `05 Dec 2026`, `5 dec 2026`, `5 December 2026`, `05-Dec-2026`,
 * `5/12/2026`, `05-12-2026`, `05.12.2026`, `2026-12-05`.
 */
export function parseTypedDay(text: string): string | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  const named = NAMED.exec(typed);
  if (named) {
    const month = monthFromName(named[2] as string);
    return month === null ? null : isoDay(Number(named[3]), month, Number(named[1]));
  }
  const iso = ISO.exec(typed);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = NUMERIC_DAY_FIRST.exec(typed);
  if (numeric) return isoDay(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  return null;
}

/**
 * Why a typed day was refused (rule site.typed-day.refused): a past day says so, any other day cannot be
 * chosen.
 */
export function refusedDayMessage(shownDay: string, isPast: boolean): string {
  return isPast
    ? `${shownDay} is in the past. Choose today or a later day.`
    : `${shownDay} cannot be chosen.`;
}

/**
 * A day as date fields show it (`SHOWN_DAY_FORMAT`, `05 Dec 2026`), without dayjs: from `YYYY-MM-DD` (that
 * day) or a time the browser reads (`2026-12-05T10:00:00Z`: its day where the browser is), or a `Date`;
 * `undefined` when unreadable.
 */
export function shownDay(day: string | Date): string | undefined {
  const iso = typeof day === 'string' ? ISO.exec(day) : null;
  const date =
    typeof day !== 'string'
      ? day
      : iso
        ? new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]))
        : new Date(day);
  if (Number.isNaN(date.getTime())) return undefined;
  const month = MONTHS[date.getMonth()] as string;
  return `${pad(date.getDate())} ${month[0]?.toUpperCase()}${month.slice(1)} ${date.getFullYear()}`;
}
