/**
 * Rupee amounts and the "discount price wins when above 0" rule the specification uses for
 * hotels (discountPrice vs basePrice) and activities (offerPrice vs starterPrice).
 */

// Made on first use, not when a page's code loads: building a number format loads the locale's data
// (~15 ms each on a mid-range phone), a cost on the start of every page that imports a price rule.
let rupeeFormats: { whole: Intl.NumberFormat; paise: Intl.NumberFormat } | undefined;
const formatsOfRupees = () =>
  (rupeeFormats ??= {
    whole: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
    paise: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });

/** The rupee sign used in front of every formatted amount. */
export const RUPEE_SIGN = '₹';

/** What {@link formatRupees} shows for a missing or non-finite amount. */
export const UNKNOWN_AMOUNT = '—';

/**
 * Formats an amount in rupees with Indian digit grouping: `123456` → `₹1,23,456`.
 *
 * Whole amounts show no decimals; fractional amounts show paise (`1234.5` → `₹1,234.50`).
 * Negative amounts keep the sign in front (`-₹500`). A missing or non-finite amount (an API
 * gap, a NaN from bad input) renders as `—` rather than a misleading `₹0`.
 */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return UNKNOWN_AMOUNT;
  const magnitude = Math.abs(amount);
  const hasPaise = Math.round(magnitude * 100) % 100 !== 0;
  const formats = formatsOfRupees();
  const digits = (hasPaise ? formats.paise : formats.whole).format(magnitude);
  const isNegative = amount < 0 && digits !== '0';
  return `${isNegative ? '-' : ''}${RUPEE_SIGN}${digits}`;
}

/**
 * Whether a discount (or offer) price applies: the specification shows it, with the base
 * price struck through, only when it is above 0.
 */
export function hasDiscount(discount: number | null | undefined): discount is number {
  return typeof discount === 'number' && Number.isFinite(discount) && discount > 0;
}

/**
 * The price a visitor pays: the discount price when it is above 0, otherwise the base price.
 *
 * Spec 000 §9: "effective price is basePrice when discountPrice is 0, else discountPrice" and
 * "offerPrice if above 0, else starterPrice". A missing, negative or non-finite discount is
 * treated like 0.
 */
export function effectivePrice(base: number, discount?: number | null): number {
  return hasDiscount(discount) ? discount : base;
}

/**
 * Whole percentage saved by the discount, for a "20% off" badge. 0 when there is no
 * discount, when the base is not positive, or when the "discount" is not below the base.
 */
export function discountPercent(base: number, discount?: number | null): number {
  if (!hasDiscount(discount) || !(base > 0) || discount >= base) return 0;
  return Math.round(((base - discount) / base) * 100);
}
