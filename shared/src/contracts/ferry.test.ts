import {
  ddmmyyyySchema,
  greenOceanSeatBlockRequestSchema,
  greenOceanSeatMap,
  makruzzScheduleSearchRequestSchema,
  nautikaSeatMapSchema,
  nautikaTripDataRequestSchema,
  walletBalancesQuerySchema,
} from '@andaman/shared/contracts/ferry';
import { describe, expect, it } from 'vitest';

describe('operator requests', () => {
  it('Makruzz takes ids and the passenger count as text', () => {
    const parsed = makruzzScheduleSearchRequestSchema.parse({
      data: {
        trip_type: 'single_trip',
        from_location: '1',
        to_location: '2',
        travel_date: '2030-01-01',
        no_of_passenger: '3',
      },
    });
    expect(parsed.data).toMatchObject({ from_location: 1, to_location: 2, no_of_passenger: 3 });
  });
  it('Makruzz refuses the same port twice and a DD-MM-YYYY date', () => {
    const base = {
      trip_type: 'single_trip',
      from_location: '1',
      to_location: '1',
      travel_date: '2030-01-01',
      no_of_passenger: '1',
    };
    expect(makruzzScheduleSearchRequestSchema.safeParse({ data: base }).success).toBe(false);
    expect(
      makruzzScheduleSearchRequestSchema.safeParse({
        data: { ...base, to_location: '2', travel_date: '01-01-2030' },
      }).success,
    ).toBe(false);
  });
  it('Nautika takes port codes and DD-MM-YYYY', () => {
    expect(
      nautikaTripDataRequestSchema.safeParse({ from: 'Port Blair', to: 'Swaraj Dweep', date: '15-06-2030' })
        .success,
    ).toBe(true);
    expect(
      nautikaTripDataRequestSchema.safeParse({ from: 'Havelock', to: 'Swaraj Dweep', date: '15-06-2030' })
        .success,
    ).toBe(false);
  });
  it('DD-MM-YYYY must be a real date', () => {
    expect(ddmmyyyySchema.safeParse('29-02-2028').success).toBe(true);
    expect(ddmmyyyySchema.safeParse('30-02-2030').success).toBe(false);
    expect(ddmmyyyySchema.safeParse('2030-02-01').success).toBe(false);
  });
  it('Nautika seat maps are keyed row+letter', () => {
    expect(nautikaSeatMapSchema.safeParse({ '1A': { isBooked: 0, isBlocked: 1 } }).success).toBe(true);
    expect(nautikaSeatMapSchema.safeParse({ A1: { isBooked: 0, isBlocked: 0 } }).success).toBe(false);
  });
  it('Green Ocean seat block needs known ferry, class and at least one seat', () => {
    const base = {
      from_id: 1,
      dest_to: 2,
      route_id: 1,
      ship_id: 1,
      class_id: 4,
      travel_date: '01-01-2030',
      seat_id: [1],
    };
    expect(greenOceanSeatBlockRequestSchema.safeParse(base).success).toBe(true);
    expect(greenOceanSeatBlockRequestSchema.safeParse({ ...base, class_id: 3 }).success).toBe(false);
    expect(greenOceanSeatBlockRequestSchema.safeParse({ ...base, ship_id: 3 }).success).toBe(false);
    expect(greenOceanSeatBlockRequestSchema.safeParse({ ...base, seat_id: [] }).success).toBe(false);
  });
  it('wallet query reads true/false text', () => {
    expect(walletBalancesQuerySchema.parse({ makruzz: 'true', nautika: 'false' })).toEqual({
      makruzz: true,
      nautika: false,
      greenOcean: false,
    });
    expect(walletBalancesQuerySchema.safeParse({ makruzz: 'yes' }).success).toBe(false);
  });
});

describe('Green Ocean fixed seat maps', () => {
  it('exist for ferries 1 and 2 in classes 1, 2 and 4 only', () => {
    for (const ferry of [1, 2])
      for (const cls of [1, 2, 4]) expect(greenOceanSeatMap(ferry, cls)).toBeDefined();
    expect(greenOceanSeatMap(1, 3)).toBeUndefined();
    expect(greenOceanSeatMap(3, 1)).toBeUndefined();
  });
  it('number seats 1..n row by row with row+letter labels and aisles as null', () => {
    const map = greenOceanSeatMap(1, 2) ?? [];
    expect(map[0]).toEqual([
      { seat_no: 1, seat_numbering: '1A' },
      { seat_no: 2, seat_numbering: '1B' },
      null,
      { seat_no: 3, seat_numbering: '1C' },
      { seat_no: 4, seat_numbering: '1D' },
    ]);
    const seats = map.flat().filter((cell) => cell !== null);
    expect(seats.map((s) => s.seat_no)).toEqual(seats.map((_, i) => i + 1));
  });
});
