/**
 * What `/activity-checkout` reads from its address, and the form's dates. Apart from the cards' Book Now
 * link (booking-link.ts), so the list page starts without a schema library.
 */
import {
  amountParam,
  intParam,
  type ParamValues,
  readUrlParams,
  textParam,
} from '@andaman/shared/contracts/url-params';
import dayjs, { type Dayjs } from 'dayjs';
import { DAY_FORMAT, tomorrow } from './booking-link';

const checkoutParams = {
  activityId: intParam(1),
  date: textParam({ minLength: 1 }),
  price: amountParam(),
};

/** What `/activity-checkout` reads from its address; anything unreadable is left out. */
export type CheckoutParams = ParamValues<typeof checkoutParams>;

/** Reads `activityId`, `date` and `price` from the query (rule activities.checkout.query). */
export const readCheckoutParams = (search: URLSearchParams): CheckoutParams =>
  readUrlParams(checkoutParams, search);

/**
 * The form's starting date (rule activities.checkout.default-date): the `date` of the address when it is a
 * real day that is not in the past, else tomorrow. As `YYYY-MM-DD`.
 */
export function defaultStartDate(dateParam: string | undefined, now: Dayjs = dayjs()): string {
  const given = dateParam ? dayjs(dateParam) : undefined;
  if (given?.isValid() && !given.isBefore(now, 'day')) return given.format(DAY_FORMAT);
  return tomorrow(now).format(DAY_FORMAT);
}

/** Past days cannot be picked (rule activities.form.start-date). */
export const isPastDay = (day: Dayjs, now: Dayjs = dayjs()): boolean => day.isBefore(now, 'day');
