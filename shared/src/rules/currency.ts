/**
 * Rupee amounts and the "discount price wins when above 0" rule of hotels (discountPrice vs basePrice,
 * rule hotels.effective-price) and activities (offerPrice vs starterPrice, rule activities.unit-price).
 */

// No Intl.NumberFormat: building the first one loads ICU's number data, a noticeable part of a start-up
// task on a slow phone, on every page that shows a price. Indian grouping is a
// rule short enough to write down; currency.test.ts checks it against Intl.NumberFormat('en-IN').

/** Indian digit grouping of a whole number's digits: the last three, then pairs (`1234567` → `12,34,567`). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * `magnitude` in paise, rounded half away from zero on its shortest decimal form, as
 * Intl.NumberFormat rounds (`2.675` → 268, where `2.675 * 100` would give 267.49…).
 */
function paiseOf(magnitude: number): number {
  const shortest = String(magnitude);
  return shortest.includes('e') ? Math.round(magnitude * 100) : Math.round(Number(`${shortest}e2`));
}

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
  const paise = paiseOf(Math.abs(amount));
  const whole = groupIndian(String(Math.floor(paise / 100)));
  const fraction = paise % 100;
  const digits = fraction === 0 ? whole : `${whole}.${String(fraction).padStart(2, '0')}`;
  const isNegative = amount < 0 && digits !== '0';
  return `${isNegative ? '-' : ''}${RUPEE_SIGN}${digits}`;
}

/**
 * Whether a discount (or offer) price applies: it shows, with the base price struck through, only when
 * it is above 0 (rule hotels.results.item).
 */
export function hasDiscount(discount: number | null | undefined): discount is number {
  return typeof discount === 'number' && Number.isFinite(discount) && discount > 0;
}

/**
 * The price a visitor pays: the discount price when it is above 0, otherwise the base price.
 *
 * The effective price is basePrice when discountPrice is 0, else discountPrice (rule hotels.effective-price),
 * and the offer price when above 0, else the starter price (rule activities.unit-price). A missing, negative
 * or non-finite discount is treated like 0.
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
