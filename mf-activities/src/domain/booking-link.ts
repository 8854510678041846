import type { Activity } from '@andaman/shared/contracts/activities';
import dayjs, { type Dayjs } from 'dayjs';
import { activityUnitPrice } from './pricing';

/** The booking page of the area. */
export const CHECKOUT_PATH = '/activity-checkout';

/** Form and request dates are calendar days. */
export const DAY_FORMAT = 'YYYY-MM-DD';

/** Tomorrow, at the start of the visitor's day. */
export const tomorrow = (now: Dayjs = dayjs()): Dayjs => now.add(1, 'day').startOf('day');

/**
 * Book Now on a card (rule activities.card.book-now): `/activity-checkout` with `activityId`, `date`
 * (tomorrow, ISO date-time) and `price` (offer price if above 0, else starter price).
 */
export function activityCheckoutHref(
  activity: Pick<Activity, 'id' | 'starterPrice' | 'offerPrice'>,
  now: Dayjs = dayjs(),
): string {
  const search = new URLSearchParams({
    activityId: String(activity.id),
    date: tomorrow(now).toISOString(),
    price: String(activityUnitPrice(activity)),
  });
  return `${CHECKOUT_PATH}?${search.toString()}`;
}
