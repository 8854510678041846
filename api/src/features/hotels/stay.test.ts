import { describe, expect, it } from 'vitest';
import { effectiveRoomPrice, hotelStayTotal, nightsBetween } from './stay';

describe('nightsBetween (rule hotels.nights)', () => {
  it('counts whole days', () => {
    expect(nightsBetween('2030-01-10', '2030-01-13')).toBe(3);
  });
  it('rounds part days up', () => {
    expect(nightsBetween('2030-01-10T12:00:00Z', '2030-01-11T13:00:00Z')).toBe(2);
  });
  it('is at least 1', () => {
    expect(nightsBetween('2030-01-10', '2030-01-10')).toBe(1);
    expect(nightsBetween('2030-01-10', 'nonsense')).toBe(1);
  });
});

describe('effectiveRoomPrice', () => {
  it('is the discount price when there is one, else the base price', () => {
    expect(effectiveRoomPrice({ basePrice: 5000, discountPrice: 4250 })).toBe(4250);
    expect(effectiveRoomPrice({ basePrice: 5000, discountPrice: 0 })).toBe(5000);
  });
});

describe('hotelStayTotal (rule hotels.book-now-total)', () => {
  const room = { basePrice: 5000, discountPrice: 4000, roomCapacity: 2, extraPersonCharge: 1200 };
  it('is effective price × min(capacity, guests) + extra guests × extra charge, per night', () => {
    expect(hotelStayTotal(room, 2, 3)).toBe(4000 * 2 * 3);
    expect(hotelStayTotal(room, 3, 2)).toBe((4000 * 2 + 1200) * 2);
    expect(hotelStayTotal({ ...room, discountPrice: 0 }, 1, 1)).toBe(5000);
  });
});
