import { BOOKING_HORIZON_MESSAGE, isWithinBookingHorizon } from '@andaman/shared/rules/booking-horizon';
import { HttpError } from '../../http/errors';

/** Whether a start date (ISO date or date-time) lies before `today` (`YYYY-MM-DD`); compared by day. */
export const isBeforeDay = (isoDateOrDateTime: string, today: string): boolean =>
  isoDateOrDateTime.slice(0, 10) < today;

/** Yesterday's date in UTC as `YYYY-MM-DD`: the earliest day a booking may start (allows for time zones). */
export const earliestBookableDay = (now: Date): string =>
  new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Throws 400 (`field: must be within 18 months from today`) for a day beyond the booking horizon of `now`. */
export const requireWithinHorizon = (field: string, isoDay: string, now: Date): void => {
  if (!isWithinBookingHorizon(isoDay, now)) throw new HttpError(400, `${field}: ${BOOKING_HORIZON_MESSAGE}`);
};
