import {
  apiErrorSchema,
  apiResponse,
  idParamSchema,
  isoDateOrDateTimeSchema,
  numberFromInput,
  paginated,
} from '@andaman/shared/contracts/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('envelopes', () => {
  it('apiResponse wraps data with success and an optional message', () => {
    const schema = apiResponse(z.object({ id: z.number() }));
    expect(schema.parse({ success: true, data: { id: 1 } })).toEqual({ success: true, data: { id: 1 } });
    expect(schema.safeParse({ success: true, message: 'ok', data: { id: 'x' } }).success).toBe(false);
  });

  it('paginated carries data and meta {total, page, limit}', () => {
    const schema = paginated(z.string());
    expect(schema.parse({ data: ['a'], meta: { total: 1, page: 1, limit: 10 } }).meta.total).toBe(1);
    expect(schema.safeParse({ data: ['a'], meta: { total: 1, page: 0, limit: 10 } }).success).toBe(false);
  });

  it('error body is success false with a message', () => {
    expect(apiErrorSchema.safeParse({ success: false, message: 'nope' }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ success: true, message: 'nope' }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('idParamSchema coerces text ids and refuses junk', () => {
    expect(idParamSchema.parse('12')).toBe(12);
    expect(idParamSchema.safeParse('abc').success).toBe(false);
    expect(idParamSchema.safeParse('0').success).toBe(false);
    expect(idParamSchema.safeParse('1.5').success).toBe(false);
  });

  it('isoDateOrDateTimeSchema takes dates and date-times but not impossible dates', () => {
    expect(isoDateOrDateTimeSchema.safeParse('2030-01-31').success).toBe(true);
    expect(isoDateOrDateTimeSchema.safeParse('2030-01-31T00:00:00.000Z').success).toBe(true);
    expect(isoDateOrDateTimeSchema.safeParse('2030-01-31T00:00:00+05:30').success).toBe(true);
    expect(isoDateOrDateTimeSchema.safeParse('2030-02-30').success).toBe(false);
    expect(isoDateOrDateTimeSchema.safeParse('31-01-2030').success).toBe(false);
  });

  it('numberFromInput turns blank text into a missing value, not 0', () => {
    const schema = numberFromInput(z.number({ error: 'required' }).min(0));
    expect(schema.parse('7')).toBe(7);
    expect(schema.parse(7)).toBe(7);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('required');
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('required');
    expect(schema.safeParse('abc').error?.issues[0]?.message).toBe('required');
  });
});
