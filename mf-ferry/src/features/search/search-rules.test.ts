import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  canAddTrip,
  firstSearchTrip,
  isPastDate,
  legResultsPath,
  nextSearchTrip,
  parseLegParams,
  resultsHeading,
  toSavedSearch,
} from './search-rules';

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

describe('leg query string', () => {
  const trips = [
    { id: 1, from: PB, to: HL, travel_date: '2030-06-15', adults: 2, children: 1 },
    { id: 4, from: HL, to: NL, travel_date: '2030-06-16', adults: 2, children: 1 },
  ];
  it('round-trips through /tickets', () => {
    const path = legResultsPath(trips, 2);
    const params = new URLSearchParams(path.split('?')[1]);
    expect(params.get('trip_no')).toBe('2');
    expect(params.get('trip_count')).toBe('2');
    expect(parseLegParams(params)).toEqual({
      adults: 2,
      children: 1,
      from: HL,
      to: NL,
      travel_date: '2030-06-16',
      trip_no: 2,
      trip_count: 2,
      id: 4,
    });
  });
  it('refuses missing or malformed parameters', () => {
    const params = new URLSearchParams(legResultsPath(trips, 1).split('?')[1]);
    params.set('adults', 'x');
    expect(parseLegParams(params)).toBeUndefined();
    expect(parseLegParams(new URLSearchParams())).toBeUndefined();
  });
});

describe('results heading', () => {
  it('names adults, and children only when there are some', () => {
    expect(resultsHeading(2, 0, '2030-06-15')).toBe('Results for 2 adults on 15 Jun 2030');
    expect(resultsHeading(2, 1, '2030-06-15')).toBe('Results for 2 adults and 1 children on 15 Jun 2030');
  });
});
