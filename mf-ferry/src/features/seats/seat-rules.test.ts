import { describe, expect, it } from 'vitest';
import { nautikaSeats } from '../../testing/ferry-builders';
import {
  greenOceanSeatGrid,
  isSeatCount,
  nautikaSeatGrid,
  parseNautikaSeatKey,
  seatsComplete,
  toggleSeat,
} from './seat-rules';

const seat = (id: string, available = true) => ({ id, label: id, available });

describe('seat counts (rule ferry.seats.max-adults)', () => {
  it('adds seats only up to the adults count', () => {
    let chosen = toggleSeat([], seat('1A'), 2);
    chosen = toggleSeat(chosen, seat('1B'), 2);
    expect(chosen.map((s) => s.id)).toEqual(['1A', '1B']);
    expect(toggleSeat(chosen, seat('1C'), 2).map((s) => s.id)).toEqual(['1A', '1B']);
  });
  it('releases a chosen seat', () => {
    expect(toggleSeat([{ id: '1A', label: '1A' }], seat('1A'), 1)).toEqual([]);
  });
  it('never takes an unavailable seat', () => {
    expect(toggleSeat([], seat('1A', false), 2)).toEqual([]);
  });
  it('Next only when the seats equal the adults; infants get none', () => {
    const one = [{ id: '1A', label: '1A' }];
    expect(seatsComplete([], 1)).toBe(false);
    expect(seatsComplete(one, 1)).toBe(true);
    expect(seatsComplete(one, 2)).toBe(false);
  });
  it('a missing or non-numeric adults count cannot drive a seat map', () => {
    expect(isSeatCount(2)).toBe(true);
    expect(isSeatCount(undefined)).toBe(false);
    expect(isSeatCount(Number.NaN)).toBe(false);
    expect(isSeatCount('2')).toBe(false);
    expect(isSeatCount(0)).toBe(false);
  });
});

describe('Nautika seat map', () => {
  it('numbers seats from row + letter keys', () => {
    expect(parseNautikaSeatKey('12D')).toEqual({ row: 12, letter: 'D' });
    expect(parseNautikaSeatKey('D12')).toBeUndefined();
  });
  it('orders rows numerically, letters alphabetically, with an aisle', () => {
    const grid = nautikaSeatGrid(
      nautikaSeats({ '10A': 'open', '2B': 'open', '2A': 'open', '2C': 'open', '2D': 'open', '10D': 'open' }),
    );
    expect(grid.map((row) => row.map((cell) => cell?.label ?? '_'))).toEqual([
      ['2A', '2B', '_', '2C', '2D'],
      ['10A', '_', '_', '_', '10D'],
    ]);
  });
  it('disables booked, blocked and already-in-cart seats', () => {
    const grid = nautikaSeatGrid(
      nautikaSeats({ '1A': 'open', '1B': 'booked', '1C': 'blocked', '1D': 'open' }),
      new Set(['1D']),
    );
    expect(grid[0]?.filter((cell) => cell !== null).map((cell) => [cell?.id, cell?.available])).toEqual([
      ['1A', true],
      ['1B', false],
      ['1C', false],
      ['1D', false],
    ]);
  });
});

describe('Green Ocean seat map', () => {
  it('uses the fixed map of the ferry and class with the layout statuses', () => {
    const grid = greenOceanSeatGrid(1, 4, [
      { seat_no: 1, seat_numbering: '1A', status: 'available' },
      { seat_no: 2, seat_numbering: '1B', status: 'booked' },
    ]);
    expect(grid?.[0]?.map((cell) => cell && [cell.id, cell.label, cell.available])).toEqual([
      ['1', '1A', true],
      ['2', '1B', false],
      null,
      ['3', '1C', false],
    ]);
  });
  it('has no layout for an unknown ferry and class or a missing layout', () => {
    expect(
      greenOceanSeatGrid(3, 1, [{ seat_no: 1, seat_numbering: '1A', status: 'available' }]),
    ).toBeUndefined();
    expect(
      greenOceanSeatGrid(1, 3, [{ seat_no: 1, seat_numbering: '1A', status: 'available' }]),
    ).toBeUndefined();
    expect(greenOceanSeatGrid(1, 1, undefined)).toBeUndefined();
    expect(greenOceanSeatGrid(1, 1, [])).toBeUndefined();
  });
});
