import { z } from 'zod/mini';
import { dayParam, intParam, listParam, optionalParam, readUrlParams } from './url-params';

const read = <S extends z.core.$ZodType>(schema: S, query: string) =>
  readUrlParams(schema, new URLSearchParams(query));

describe('URL parameters', () => {
  it('reads whole numbers written in plain digits only', () => {
    const schema = z.object({ page: z.catch(intParam(1), 1) });
    expect(read(schema, 'page=3')).toEqual({ page: 3 });
    expect(read(schema, 'page= 4 ')).toEqual({ page: 4 });
    for (const bad of ['page=0', 'page=-1', 'page=2.5', 'page=3abc', 'page=1e3', 'page=', '']) {
      expect(read(schema, bad), bad).toEqual({ page: 1 });
    }
  });

  it('leaves an optional parameter out when it is absent or unreadable', () => {
    const schema = z.object({ locationId: optionalParam(intParam(1)), guests: optionalParam(intParam()) });
    expect(read(schema, 'locationId=7&guests=0')).toEqual({ locationId: 7, guests: 0 });
    expect(read(schema, 'locationId=abc')).toEqual({ locationId: undefined, guests: undefined });
  });

  it('reads a day, cutting an ISO date-time to it', () => {
    const schema = z.object({ checkIn: optionalParam(dayParam()) });
    expect(read(schema, 'checkIn=2026-12-01')).toEqual({ checkIn: '2026-12-01' });
    expect(read(schema, 'checkIn=2026-12-01T00:00:00.000Z')).toEqual({ checkIn: '2026-12-01' });
    expect(read(schema, 'checkIn=tomorrow')).toEqual({ checkIn: undefined });
  });

  it('reads every value of a repeated parameter', () => {
    const schema = z.object({ category: z.catch(listParam(), []) });
    expect(read(schema, 'category=Deluxe&category=Luxury')).toEqual({ category: ['Deluxe', 'Luxury'] });
    expect(read(schema, 'category=Deluxe')).toEqual({ category: ['Deluxe'] });
    expect(read(schema, '')).toEqual({ category: [] });
  });

  it('gives undefined for an incomplete address when the whole object catches', () => {
    const schema = z.catch(
      z.optional(z.object({ id: intParam(1), name: z.string().check(z.minLength(1)) })),
      undefined,
    );
    expect(read(schema, 'id=2&name=Reef')).toEqual({ id: 2, name: 'Reef' });
    expect(read(schema, 'id=2')).toBeUndefined();
  });

  it("reads react-router's route parameters too", () => {
    const schema = z.object({ hotelId: optionalParam(intParam(1)) });
    expect(readUrlParams(schema, { hotelId: '12' })).toEqual({ hotelId: 12 });
    expect(readUrlParams(schema, { hotelId: undefined })).toEqual({ hotelId: undefined });
  });

  it('throws for a schema without a catch (a programming error, not bad input)', () => {
    expect(() => read(z.object({ page: intParam(1) }), '')).toThrow(/catch/);
  });
});
