import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { canAddTrip, firstSearchTrip, isPastDate, nextSearchTrip, toSavedSearch } from './search-rules';

const PB = '1-Port Blair-Port Blair';
const HL = '2-Havelock-Swaraj Dweep';
const NL = '3-Neil Island-Shaheed Dweep';

describe('adding trips', () => {
  it('allows at most 3 trips', () => {
    expect(canAddTrip([1, 2])).toBe(true);
    expect(canAddTrip([1, 2, 3])).toBe(false);
  });
  it('a new trip starts from the previous destination with a fresh id', () => {
    const first = { ...firstSearchTrip(), from: PB, to: HL, travel_date: '2030-06-15', adults: 2 };
    expect(nextSearchTrip([first])).toEqual({
      id: 2,
      from: HL,
      to: '',
      travel_date: '2030-06-15',
      adults: 2,
      children: 0,
    });
  });
});

describe('dates', () => {
  it('past days are refused, today is fine', () => {
    const today = dayjs('2030-06-15');
    expect(isPastDate('2030-06-14', today)).toBe(true);
    expect(isPastDate('2030-06-15', today)).toBe(false);
  });
});

describe('saving a search', () => {
  it('every trip carries the first trip counts', () => {
    const saved = toSavedSearch([
      { id: 1, from: PB, to: HL, travel_date: '2030-06-15', adults: 3, children: 1 },
      { id: 2, from: HL, to: NL, travel_date: '2030-06-16', adults: 1, children: 0 },
    ]);
    expect(saved.passengers).toEqual({ adults: 3, children: 1 });
    expect(saved.trips.map((trip) => [trip.adults, trip.children])).toEqual([
      [3, 1],
      [3, 1],
    ]);
  });
});
