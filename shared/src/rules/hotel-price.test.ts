import { describe, expect, it } from 'vitest';
import { hotelStayPrice, nightsBetween } from './hotel-price';

// The decision's own example: a room for 2 at ₹4,000, ₹1,000 per extra guest.
const room = { basePrice: 4000, discountPrice: 0, roomCapacity: 2, extraPersonCharge: 1000 };
const threeNights = { checkIn: '2026-12-01', checkOut: '2026-12-04' };

describe('nights (rule hotels.nights)', () => {
  it('counts the days between check-in and check-out', () => {
    expect(nightsBetween('2026-12-01', '2026-12-04')).toBe(3);
  });
  it('is at least 1 for a same-day stay, dates the wrong way round or nonsense', () => {
    expect(nightsBetween('2026-12-01', '2026-12-01')).toBe(1);
    expect(nightsBetween('2026-12-05', '2026-12-01')).toBe(1);
    expect(nightsBetween('2026-12-01', 'nonsense')).toBe(1);
  });
  it('rounds a part day up and crosses a year', () => {
    expect(nightsBetween('2026-12-01T00:00:00Z', '2026-12-02T06:00:00Z')).toBe(2);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});

describe('a stay priced per room per night (rule hotels.price.per-room-night)', () => {
  it("gives the decision's example: ₹5,000 a night, ₹15,000 for 3 nights", () => {
    const price = hotelStayPrice(room, { guests: 3, roomCount: 1, ...threeNights });
    expect(price.perNight).toBe(5000);
    expect(price.extraGuests).toBe(1);
    expect(price.nights).toBe(3);
    expect(price.total).toBe(15000);
  });

  it('charges the room, not each guest, within the capacity', () => {
    expect(hotelStayPrice(room, { guests: 1, roomCount: 1 }).perNight).toBe(4000);
    expect(hotelStayPrice(room, { guests: 2, roomCount: 1 }).perNight).toBe(4000);
  });

  it('uses the discount price when above 0 (rule hotels.effective-price)', () => {
    const price = hotelStayPrice({ ...room, discountPrice: 3400 }, { guests: 2, roomCount: 1 });
    expect(price.roomPrice).toBe(3400);
    expect(price.perNight).toBe(3400);
  });

  it('multiplies by the rooms, and counts extra guests beyond the capacity of all the rooms', () => {
    expect(hotelStayPrice(room, { guests: 3, roomCount: 2 }).perNight).toBe(8000);
    const crowded = hotelStayPrice(room, { guests: 5, roomCount: 2, ...threeNights });
    expect(crowded.extraGuests).toBe(1);
    expect(crowded.perNight).toBe(9000);
    expect(crowded.total).toBe(27000);
  });

  it('has one breakdown row per night from check-in, and the rows add up to the total', () => {
    const price = hotelStayPrice(room, {
      guests: 4,
      roomCount: 1,
      checkIn: '2026-12-31',
      checkOut: '2027-01-02',
    });
    expect(price.breakdown).toEqual([
      { date: '2026-12-31', roomCharge: 4000, extraGuestCharge: 2000, charge: 6000 },
      { date: '2027-01-01', roomCharge: 4000, extraGuestCharge: 2000, charge: 6000 },
    ]);
    expect(price.breakdown.reduce((sum, night) => sum + night.roomCharge + night.extraGuestCharge, 0)).toBe(
      price.total,
    );
  });

  it('prices one night without dates, and at least one room', () => {
    const price = hotelStayPrice(room, { guests: 2, roomCount: 0 });
    expect(price.nights).toBe(1);
    expect(price.rooms).toBe(1);
    expect(price.breakdown).toEqual([{ date: '', roomCharge: 4000, extraGuestCharge: 0, charge: 4000 }]);
    expect(price.total).toBe(4000);
  });
});
