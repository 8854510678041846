import { describe, expect, it } from 'vitest';
import { greenOceanClass, makruzzClass, nautikaSeats } from '../../testing/ferry-builders';
import {
  AVAILABILITY_LABEL,
  greenOceanClassAvailability,
  makruzzClassAvailability,
  nautikaClassAvailability,
  openNautikaSeats,
} from './class-availability';

describe('Makruzz class availability (rule ferry.class.makruzz-availability)', () => {
  const people = { adults: 2, children: 1 };
  it('is available when active, not deleted and adults + children fit the seats', () => {
    expect(makruzzClassAvailability(makruzzClass({ seat: 3 }), people)).toBe('available');
  });
  it('counts infants against the seats', () => {
    expect(makruzzClassAvailability(makruzzClass({ seat: 2 }), people)).toBe('sold-out');
    expect(makruzzClassAvailability(makruzzClass({ seat: 0 }), { adults: 1, children: 0 })).toBe('sold-out');
  });
  it('is not available when inactive or deleted', () => {
    expect(makruzzClassAvailability(makruzzClass({ is_active: 0 }), people)).toBe('not-available');
    expect(makruzzClassAvailability(makruzzClass({ is_deleted: 1 }), people)).toBe('not-available');
  });
  it('labels match the product rule', () => {
    expect(AVAILABILITY_LABEL['not-available']).toBe('Not available');
    expect(AVAILABILITY_LABEL['sold-out']).toBe('Sold out');
  });
});

describe('Green Ocean class availability', () => {
  it('is sold out at 0 seats and available otherwise', () => {
    expect(greenOceanClassAvailability(greenOceanClass({ seat_available: 0 }))).toBe('sold-out');
    expect(greenOceanClassAvailability(greenOceanClass({ seat_available: 1 }))).toBe('available');
  });
});

describe('Nautika class availability', () => {
  const map = nautikaSeats({ '1A': 'open', '1B': 'booked', '1C': 'blocked', '2A': 'open' });
  it('open seats are neither booked nor blocked', () => {
    expect(openNautikaSeats(map)).toEqual(['1A', '2A']);
  });
  it('is sold out when fewer seats are open than adults', () => {
    expect(nautikaClassAvailability(map, { adults: 2, children: 3 })).toBe('available');
    expect(nautikaClassAvailability(map, { adults: 3, children: 0 })).toBe('sold-out');
  });
});
