import {
  bookNowTotal,
  extraGuestsFor,
  nightsBetween,
  paymentBreakdown,
  perDayCharge,
  roomCardPrice,
  roomEffectivePrice,
  totalPayable,
} from './pricing';

const room = { basePrice: 4000, discountPrice: 3400, roomCapacity: 2, extraPersonCharge: 1000 };
const undiscounted = { ...room, discountPrice: 0 };

describe('nights (rule hotels.nights)', () => {
  it('counts the days between check-in and check-out', () => {
    expect(nightsBetween('2026-12-01', '2026-12-04')).toBe(3);
  });
  it('is 1 for a one-night stay', () => {
    expect(nightsBetween('2026-12-01', '2026-12-02')).toBe(1);
  });
  it('is at least 1 for a same-day stay (or dates the wrong way round)', () => {
    expect(nightsBetween('2026-12-01', '2026-12-01')).toBe(1);
    expect(nightsBetween('2026-12-05', '2026-12-01')).toBe(1);
  });
  it('rounds a part day up', () => {
    expect(nightsBetween('2026-12-01T00:00:00Z', '2026-12-02T06:00:00Z')).toBe(2);
  });
  it('crosses a month and a year', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});

describe('effective price', () => {
  it('is the discount price when above 0', () => expect(roomEffectivePrice(room)).toBe(3400));
  it('is the base price without a discount', () => expect(roomEffectivePrice(undiscounted)).toBe(4000));
});

describe('Book Now total (rule hotels.book-now-total)', () => {
  it('charges the effective price per guest up to the capacity', () => {
    expect(bookNowTotal(room, 1)).toBe(3400);
    expect(bookNowTotal(room, 2)).toBe(6800);
  });
  it('uses the base price when there is no discount', () => {
    expect(bookNowTotal(undiscounted, 2)).toBe(8000);
  });
  it('adds the extra charge for each guest above the capacity', () => {
    expect(extraGuestsFor(2, 5)).toBe(3);
    expect(bookNowTotal(room, 5)).toBe(3400 * 2 + 3 * 1000);
  });
  it('has no extra guests at or below the capacity', () => {
    expect(extraGuestsFor(2, 2)).toBe(0);
    expect(extraGuestsFor(4, 1)).toBe(0);
  });
});

describe('room card price (rule hotels.room-card-price)', () => {
  it('is the effective price for one room within capacity', () => {
    expect(roomCardPrice(room, 2, 1)).toBe(3400);
  });
  it('is per room count for several rooms', () => {
    expect(roomCardPrice(room, 4, 2)).toBe(6800);
    expect(roomCardPrice(undiscounted, 1, 3)).toBe(12000);
  });
  it('adds guests beyond the capacity of all the rooms at the extra charge', () => {
    expect(roomCardPrice(room, 3, 1)).toBe(3400 + 1000);
    expect(roomCardPrice(room, 7, 2)).toBe(6800 + 3 * 1000);
  });
  it('counts at least one room', () => {
    expect(roomCardPrice(room, 2, 0)).toBe(3400);
  });
});

describe('checkout totals (rule hotels.per-day-charge, rule hotels.total-payable)', () => {
  it('per-day charge = effective price + extra guests × extra charge', () => {
    expect(perDayCharge(3400, 0, 1000)).toBe(3400);
    expect(perDayCharge(3400, 2, 1000)).toBe(5400);
  });
  it('total payable = total × nights', () => {
    expect(totalPayable(9800, 1)).toBe(9800);
    expect(totalPayable(9800, 3)).toBe(29400);
  });
  it('breaks the stay down per night from check-in', () => {
    expect(paymentBreakdown('2026-12-31', 2, 3400, 1, 1000)).toEqual([
      { date: '2026-12-31', roomCharge: 3400, extraGuestCharge: 1000, charge: 4400 },
      { date: '2027-01-01', roomCharge: 3400, extraGuestCharge: 1000, charge: 4400 },
    ]);
  });
});
