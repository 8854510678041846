/**
 * How far ahead anything can be booked (activities, packages, hotel stays, ferries): operators publish
 * timetables and prices about a year and a half ahead, so a date beyond that is a typo, not a plan
 * (rule `site.booking-horizon`).
 */
export const BOOKING_HORIZON_MONTHS = 18;

/** The message for a date beyond the horizon (after the field name, as every API message). */
export const BOOKING_HORIZON_MESSAGE = `must be within ${BOOKING_HORIZON_MONTHS} months from today`;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The last day (`YYYY-MM-DD`) that can be booked on the day of `today` (its UTC date, so a browser and the
 * server looking at the same moment agree): the same day of the month `BOOKING_HORIZON_MONTHS` later, or that
 * month's last day when it is shorter (31 August → 28 or 29 February).
 */
export function lastBookableDay(today: Date): string {
  const months = today.getUTCMonth() + BOOKING_HORIZON_MONTHS;
  const year = today.getUTCFullYear() + Math.floor(months / 12);
  const month = months % 12;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${pad(month + 1)}-${pad(Math.min(today.getUTCDate(), daysInMonth))}`;
}

/** Whether a day (`YYYY-MM-DD`, or an ISO date-time: its date part) is within the booking horizon of `today`. */
export const isWithinBookingHorizon = (day: string, today: Date): boolean =>
  day.slice(0, 10) <= lastBookableDay(today);
