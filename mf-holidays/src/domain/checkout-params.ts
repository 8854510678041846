/**
 * The query of /itinerary/checkout (rule holidays.checkout.query): guests, checkIn, holidayPackageId,
 * holidayPackageName, perPersonPrice, total. The package detail page writes it; the checkout reads it back
 * through the schema.
 */

import { readUrlParams } from '@andaman/shared/contracts/url-params';
import { packageTotal } from '@andaman/shared/rules/package-total';
import { z } from 'zod';

/** The checkout's query, parsed: anything missing or malformed fails. */
export const checkoutParamsSchema = z.object({
  guests: z.coerce.number().int().positive(),
  checkIn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  holidayPackageId: z.coerce.number().int().positive(),
  holidayPackageName: z.string().trim().min(1),
  perPersonPrice: z.coerce.number().nonnegative(),
  total: z.coerce.number().nonnegative(),
});
/** The checkout's query. */
export type CheckoutParams = z.infer<typeof checkoutParamsSchema>;

/** The whole query or none: an incomplete address reads as `undefined`. */
const checkoutAddressSchema = checkoutParamsSchema.optional().catch(undefined);

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
