import { describe, expect, it } from 'vitest';
import { earliestBookableDay, isBeforeDay } from './rules';

describe('booking rules', () => {
  it('compares dates by day whatever the time part', () => {
    expect(isBeforeDay('2030-01-09T23:59:00Z', '2030-01-10')).toBe(true);
    expect(isBeforeDay('2030-01-10T00:00:00+05:30', '2030-01-10')).toBe(false);
    expect(isBeforeDay('2030-01-11', '2030-01-10')).toBe(false);
  });
  it('allows yesterday in UTC so a traveller east of Greenwich is not refused', () => {
    expect(earliestBookableDay(new Date('2030-01-10T02:00:00Z'))).toBe('2030-01-09');
  });
});
