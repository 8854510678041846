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

  it('writes what Intl.NumberFormat("en-IN") writes, rounding half away from zero as it does', () => {
    // The oracle: two decimals the way ICU rounds them, dropped when they are ".00".
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const expected = (amount: number) => {
      const text = intl.format(Math.abs(amount));
      return `₹${text.endsWith('.00') ? text.slice(0, -3) : text}`;
    };
    const amounts = [
      2.675,
      1.005,
      1.995,
      0.125,
      0.5,
      0.994,
      0.995,
      10.075,
      123456.785,
      99999999.99,
      1e9 + 0.5,
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let index = 0; index < 3000; index += 1) {
      const scale = 10 ** Math.floor(next() * 9);
      amounts.push(Math.round(next() * scale * 1000) / 1000);
    }
    for (const amount of amounts) expect(formatRupees(amount), String(amount)).toBe(expected(amount));
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
