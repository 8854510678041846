/**
 * What `/activity-checkout` reads from its address, and the form's dates. Apart from the cards' Book Now
 * link (booking-link.ts), so the list page starts without a schema library.
 */
import { intParam, optionalParam, readUrlParams } from '@andaman/shared/contracts/url-params';
import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod/mini';
import { DAY_FORMAT, tomorrow } from './booking-link';

const checkoutParamsSchema = z.object({
  activityId: optionalParam(intParam(1)),
  date: optionalParam(z.string().check(z.minLength(1))),
  price: optionalParam(
    z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.minLength(1)),
        z.transform((text: string) => Number(text)),
      ),
      z.number().check(z.nonnegative()),
    ),
  ),
});

/** What `/activity-checkout` reads from its address; anything unreadable is left out. */
export type CheckoutParams = z.infer<typeof checkoutParamsSchema>;

/** Reads `activityId`, `date` and `price` from the query (rule activities.checkout.query). */
export const readCheckoutParams = (search: URLSearchParams): CheckoutParams =>
  readUrlParams(checkoutParamsSchema, search);

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
