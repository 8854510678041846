/**
 * The query of /itinerary/checkout (rule holidays.checkout.query): guests, checkIn, holidayPackageId,
 * holidayPackageName, perPersonPrice, total. The package detail page writes it; the checkout reads it back
 * through the schema.
 */

import {
  amountParam,
  type CompleteParamValues,
  intParam,
  readCompleteUrlParams,
  textParam,
} from '@andaman/shared/contracts/url-params';
import { packageTotal } from '@andaman/shared/rules/package-total';

/** A number of rupees from the address: plain decimal digits, not negative. */
const rupeesParam = () => amountParam(/^\d{1,9}(\.\d{1,2})?$/);

/** The checkout's query: anything missing or malformed makes the whole address unreadable. */
const checkoutParams = {
  guests: intParam(1),
  checkIn: textParam({ pattern: /^\d{4}-\d{2}-\d{2}$/ }),
  holidayPackageId: intParam(1),
  holidayPackageName: textParam({ trim: true, minLength: 1 }),
  perPersonPrice: rupeesParam(),
  total: rupeesParam(),
};

/** The checkout's query. */
export type CheckoutParams = CompleteParamValues<typeof checkoutParams>;

/** The checkout's query from the package and the package form. */
export function checkoutParamsFor(
  pkg: { id: number; name: string; price: number },
  form: { checkIn: string; guests: number },
): CheckoutParams {
  return {
    guests: form.guests,
    checkIn: form.checkIn,
    holidayPackageId: pkg.id,
    holidayPackageName: pkg.name,
    perPersonPrice: pkg.price,
    total: packageTotal(pkg.price, form.guests),
  };
}

/** `/itinerary/checkout?…` for these parameters. */
export function checkoutPath(params: CheckoutParams): string {
  const search = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  return `/itinerary/checkout?${search.toString()}`;
}

/** The checkout's query read from the address bar, or `undefined` when it is incomplete. */
export const readCheckoutParams = (search: URLSearchParams): CheckoutParams | undefined =>
  readCompleteUrlParams(checkoutParams, search);
