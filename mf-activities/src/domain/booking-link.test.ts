import dayjs from 'dayjs';
import { activityCheckoutHref } from './booking-link';
import { defaultStartDate, isPastDay, readCheckoutParams } from './checkout-params';

const now = dayjs('2030-03-10T15:30:00');

describe('activityCheckoutHref (Book Now on a card)', () => {
  it('carries the activity, tomorrow and the offer price when above 0', () => {
    const url = new URL(
      activityCheckoutHref({ id: 7, starterPrice: 1500, offerPrice: 1200 }, now),
      'http://x',
    );
    expect(url.pathname).toBe('/activity-checkout');
    expect(url.searchParams.get('activityId')).toBe('7');
    expect(url.searchParams.get('price')).toBe('1200');
    expect(dayjs(url.searchParams.get('date')).format('YYYY-MM-DD')).toBe('2030-03-11');
  });
  it.each([0, null])('uses the starter price when the offer is %s', (offerPrice) => {
    const url = new URL(activityCheckoutHref({ id: 3, starterPrice: 1200, offerPrice }, now), 'http://x');
    expect(url.searchParams.get('price')).toBe('1200');
  });
});

describe('readCheckoutParams', () => {
  it('reads a well-formed address', () => {
    expect(readCheckoutParams(new URLSearchParams('activityId=2&date=2030-03-11&price=3900'))).toEqual({
      activityId: 2,
      date: '2030-03-11',
      price: 3900,
    });
  });
  it.each(['', 'activityId=', 'activityId=abc', 'activityId=0', 'activityId=-3', 'activityId=1.5'])(
    'has no activity for %j',
    (query) => {
      expect(readCheckoutParams(new URLSearchParams(query)).activityId).toBeUndefined();
    },
  );
  it('ignores a price that is not a number', () => {
    expect(readCheckoutParams(new URLSearchParams('activityId=2&price=free')).price).toBeUndefined();
  });
});

describe('defaultStartDate', () => {
  it('is the given date', () => {
    expect(defaultStartDate('2030-03-14T00:00:00.000Z', now)).toBe(
      dayjs('2030-03-14T00:00:00.000Z').format('YYYY-MM-DD'),
    );
    expect(defaultStartDate('2030-03-10', now)).toBe('2030-03-10');
  });
  it('is tomorrow without a date, with a bad one or with a past one', () => {
    expect(defaultStartDate(undefined, now)).toBe('2030-03-11');
    expect(defaultStartDate('not a date', now)).toBe('2030-03-11');
    expect(defaultStartDate('2030-03-09', now)).toBe('2030-03-11');
  });
});

describe('isPastDay', () => {
  it('disables days before today only', () => {
    expect(isPastDay(dayjs('2030-03-09'), now)).toBe(true);
    expect(isPastDay(dayjs('2030-03-10'), now)).toBe(false);
    expect(isPastDay(dayjs('2030-03-11'), now)).toBe(false);
  });
});
