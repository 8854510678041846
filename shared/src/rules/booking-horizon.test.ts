import { describe, expect, it } from 'vitest';
import { BOOKING_HORIZON_MESSAGE, isWithinBookingHorizon, lastBookableDay } from './booking-horizon';

describe('booking horizon', () => {
  it('ends on the same day of the month 18 months later', () => {
    expect(lastBookableDay(new Date('2026-11-28T10:00:00Z'))).toBe('2028-05-28');
    expect(lastBookableDay(new Date('2030-01-10T06:00:00Z'))).toBe('2031-07-10');
    expect(lastBookableDay(new Date('2026-06-15T00:00:00Z'))).toBe('2027-12-15');
  });
  it('ends on the last day of a shorter month', () => {
    expect(lastBookableDay(new Date('2026-08-31T00:00:00Z'))).toBe('2028-02-29');
    expect(lastBookableDay(new Date('2027-08-31T00:00:00Z'))).toBe('2029-02-28');
  });
  it('takes dates and date-times up to and including its last day, and nothing after', () => {
    const today = new Date('2026-11-28T10:00:00Z');
    expect(isWithinBookingHorizon('2028-05-28', today)).toBe(true);
    expect(isWithinBookingHorizon('2028-05-28T23:00:00.000Z', today)).toBe(true);
    expect(isWithinBookingHorizon('2028-05-29', today)).toBe(false);
    expect(isWithinBookingHorizon('2098-01-01', today)).toBe(false);
    expect(BOOKING_HORIZON_MESSAGE).toBe('must be within 18 months from today');
  });
});
