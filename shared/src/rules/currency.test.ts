import { discountPercent, effectivePrice, formatRupees, hasDiscount, UNKNOWN_AMOUNT } from './currency';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [10500, '₹10,500'],
    [123456, '₹1,23,456'],
    [12345678, '₹1,23,45,678'],
  ])('groups %d the Indian way as %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });

  it('shows paise only for fractional amounts', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(99.999)).toBe('₹100');
  });

  it('keeps the minus sign in front of the rupee sign', () => {
    expect(formatRupees(-500)).toBe('-₹500');
    expect(formatRupees(-0)).toBe('₹0');
  });

  it('renders a dash for missing or non-finite amounts', () => {
    expect(formatRupees(Number.NaN)).toBe(UNKNOWN_AMOUNT);
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe(UNKNOWN_AMOUNT);
    expect(formatRupees(undefined)).toBe(UNKNOWN_AMOUNT);
    expect(formatRupees(null)).toBe(UNKNOWN_AMOUNT);
  });
});

describe('hasDiscount', () => {
  it('is true only for a finite discount above 0', () => {
    expect(hasDiscount(1)).toBe(true);
    expect(hasDiscount(0)).toBe(false);
    expect(hasDiscount(-10)).toBe(false);
    expect(hasDiscount(Number.NaN)).toBe(false);
    expect(hasDiscount(null)).toBe(false);
    expect(hasDiscount(undefined)).toBe(false);
  });
});

describe('effectivePrice', () => {
  it('uses the discount price when it is above 0', () => {
    expect(effectivePrice(5000, 4200)).toBe(4200);
  });

  it('falls back to the base price when the discount is 0, missing or invalid', () => {
    expect(effectivePrice(5000, 0)).toBe(5000);
    expect(effectivePrice(5000)).toBe(5000);
    expect(effectivePrice(5000, null)).toBe(5000);
    expect(effectivePrice(5000, -1)).toBe(5000);
  });
});

describe('discountPercent', () => {
  it('rounds the saving to a whole percentage', () => {
    expect(discountPercent(5000, 4000)).toBe(20);
    expect(discountPercent(3000, 2000)).toBe(33);
  });

  it('is 0 without a real saving', () => {
    expect(discountPercent(5000, 0)).toBe(0);
    expect(discountPercent(5000, 5000)).toBe(0);
    expect(discountPercent(5000, 6000)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
  });
});
