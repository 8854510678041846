/**
 * The query of /itinerary/checkout (rule holidays.checkout.query): guests, checkIn, holidayPackageId,
 * holidayPackageName, perPersonPrice, total. The package detail page writes it; the checkout reads it back
 * through the schema.
 */

import { intParam, readUrlParams } from '@andaman/shared/contracts/url-params';
import { packageTotal } from '@andaman/shared/rules/package-total';
import { z } from 'zod/mini';

/** A number of rupees from the address: plain decimal digits, not negative. */
const rupeesParam = () =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,9}(\.\d{1,2})?$/)),
      z.transform((text: string) => Number(text)),
    ),
    z.number().check(z.nonnegative()),
  );

/**
 * The checkout's query, parsed: anything missing or malformed fails. zod/mini: the page reads it in its
 * first render, without classic zod's library.
 */
export const checkoutParamsSchema = z.object({
  guests: intParam(1),
  checkIn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  holidayPackageId: intParam(1),
  holidayPackageName: z.string().check(z.trim(), z.minLength(1)),
  perPersonPrice: rupeesParam(),
  total: rupeesParam(),
});
/** The checkout's query. */
export type CheckoutParams = z.infer<typeof checkoutParamsSchema>;

/** The whole query or none: an incomplete address reads as `undefined`. */
const checkoutAddressSchema = z.catch(z.optional(checkoutParamsSchema), undefined);

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
  readUrlParams(checkoutAddressSchema, search);
