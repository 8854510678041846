import { describe, expect, it } from 'vitest';
import {
  decodeTripId,
  encodeTripId,
  fromDmy,
  greenOceanSailings,
  greenOceanSeatPrebooked,
  isPast,
  makruzzSailingById,
  makruzzSailings,
  nautikaSailingById,
  nautikaSailings,
  nautikaSeatKeys,
  routeNumber,
  stableHash,
  todayInIst,
} from './timetable';

const date = { year: 2030, month: 3, day: 15 };

describe('routes and dates', () => {
  it('numbers the six directions and refuses the same port twice', () => {
    expect([
      routeNumber(1, 2),
      routeNumber(2, 1),
      routeNumber(1, 3),
      routeNumber(3, 1),
      routeNumber(2, 3),
      routeNumber(3, 2),
    ]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(routeNumber(2, 2)).toBeUndefined();
  });
  it('encodes and decodes trip ids', () => {
    const id = encodeTripId(date, 4, 2);
    expect(id).toBe(2030031542);
    expect(decodeTripId(id)).toEqual({ date, route: 4, departure: 2 });
    expect(decodeTripId(12)).toBeUndefined();
  });
  it('knows today in IST, which is ahead of UTC', () => {
    expect(todayInIst(new Date('2030-01-09T20:00:00Z'))).toEqual({ year: 2030, month: 1, day: 10 });
    expect(isPast(fromDmy('09-01-2030'), new Date('2030-01-09T20:00:00Z'))).toBe(true);
    expect(isPast(fromDmy('10-01-2030'), new Date('2030-01-09T20:00:00Z'))).toBe(false);
  });
  it('hashes stably', () => {
    expect(stableHash('makruzz')).toBe(stableHash('makruzz'));
    expect(stableHash('makruzz')).not.toBe(stableHash('nautika'));
  });
});

describe('Makruzz timetable', () => {
  it('is a pure function of route and date', () => {
    expect(makruzzSailings(1, 2, date)).toEqual(makruzzSailings(1, 2, { ...date }));
    expect(makruzzSailings(1, 2, date)).not.toEqual(makruzzSailings(1, 2, { ...date, day: 16 }));
  });
  it('sails twice a day on every route', () => {
    for (let from = 1; from <= 3; from += 1) {
      for (let to = 1; to <= 3; to += 1) {
        expect(makruzzSailings(from, to, date)).toHaveLength(from === to ? 0 : 2);
      }
    }
  });
  it('has an inactive Royal class on the first sailing and a sold-out Deluxe class on the second', () => {
    const [first, second] = makruzzSailings(2, 3, date);
    expect(first?.classes.find((c) => c.classId === 3)?.active).toBe(false);
    expect(second?.classes.find((c) => c.classId === 2)?.seatsLeft).toBe(0);
    expect(first?.classes.find((c) => c.classId === 1)?.seatsLeft).toBeGreaterThan(0);
  });
  it('finds a sailing by its schedule id', () => {
    const [first] = makruzzSailings(3, 1, date);
    expect(first && makruzzSailingById(first.scheduleId)).toEqual(first);
    expect(makruzzSailingById(2030031599)).toBeUndefined();
  });
});

describe('Nautika timetable', () => {
  it('has row+letter seat maps with operator-blocked and booked seats', () => {
    const [trip] = nautikaSailings(1, 2, date);
    expect(Object.keys(trip?.seats.pClass ?? {})).toEqual(nautikaSeatKeys('pClass'));
    expect(trip?.seats.pClass['1A']).toEqual({ blocked: true, booked: false });
    const booked = Object.values(trip?.seats.pClass ?? {}).filter((s) => s.booked).length;
    expect(booked).toBeGreaterThan(0);
    expect(booked).toBeLessThan(72);
    expect(nautikaSeatKeys('bClass')).toHaveLength(16);
  });
  it('computes arrival from departure and crossing time', () => {
    const [trip] = nautikaSailings(2, 3, date);
    expect(trip?.dTime).toEqual({ hour: 8, minute: 0 });
    expect(trip?.aTime).toEqual({ hour: 8, minute: 50 });
  });
  it('finds a trip by id', () => {
    const [, second] = nautikaSailings(3, 2, date);
    expect(second && nautikaSailingById(second.tripId)?.vesselId).toBe(second?.vesselId);
  });
});

describe('Green Ocean timetable', () => {
  it('runs ferries 1 and 2 on the Port Blair–Havelock route', () => {
    expect(greenOceanSailings(1, 2, date).map((s) => s.ferryId)).toEqual([1, 2]);
    expect(greenOceanSailings(1, 1, date)).toEqual([]);
  });
  it('sells out ferry 2 Royal class and prebooks the same seats on every call', () => {
    expect(greenOceanSeatPrebooked('x', 2, 4, 1)).toBe(true);
    expect(greenOceanSeatPrebooked('20300315:1:1', 1, 1, 7)).toBe(
      greenOceanSeatPrebooked('20300315:1:1', 1, 1, 7),
    );
  });
});
