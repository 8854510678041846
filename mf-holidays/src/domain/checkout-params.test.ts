import { describe, expect, it } from 'vitest';
import { checkoutParamsFor, checkoutPath, readCheckoutParams } from './checkout-params';

describe('checkout query (rule holidays.checkout.query)', () => {
  const pkg = { id: 3, name: 'EXPLORE ANDAMAN', price: 17500 };

  it('carries the package, the form and total = price × guests', () => {
    expect(checkoutParamsFor(pkg, { checkIn: '2030-02-01', guests: 2 })).toEqual({
      guests: 2,
      checkIn: '2030-02-01',
      holidayPackageId: 3,
      holidayPackageName: 'EXPLORE ANDAMAN',
      perPersonPrice: 17500,
      total: 35000,
    });
  });

  it('round-trips through the address bar', () => {
    const params = checkoutParamsFor(pkg, { checkIn: '2030-02-01', guests: 1 });
    const path = checkoutPath(params);
    expect(path).toBe(
      '/itinerary/checkout?guests=1&checkIn=2030-02-01&holidayPackageId=3&holidayPackageName=EXPLORE+ANDAMAN&perPersonPrice=17500&total=17500',
    );
    expect(readCheckoutParams(new URL(path, 'http://site').searchParams)).toEqual(params);
  });

  it('refuses an incomplete or malformed query', () => {
    expect(readCheckoutParams(new URLSearchParams('guests=2&checkIn=2030-02-01'))).toBeUndefined();
    expect(
      readCheckoutParams(
        new URLSearchParams(
          'guests=0&checkIn=2030-02-01&holidayPackageId=3&holidayPackageName=X&perPersonPrice=1&total=1',
        ),
      ),
    ).toBeUndefined();
    expect(
      readCheckoutParams(
        new URLSearchParams(
          'guests=2&checkIn=2030-02-01&holidayPackageId=3&holidayPackageName=%20&perPersonPrice=1&total=2',
        ),
      ),
    ).toBeUndefined();
    expect(
      readCheckoutParams(
        new URLSearchParams(
          'guests=2&checkIn=2030-02-01&holidayPackageId=3&holidayPackageName=X&perPersonPrice=-1&total=2',
        ),
      ),
    ).toBeUndefined();
  });
});
