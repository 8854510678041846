import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { clockMinutes, countOf, formatClock, formatDay } from './display-format';
import { SHOWN_DAY_FORMAT } from './typed-day';

describe('one way to show counts, days and times (rule site.display-format)', () => {
  it('puts the noun in the right number', () => {
    expect(countOf(1, 'adult')).toBe('1 adult');
    expect(countOf(2, 'adult')).toBe('2 adults');
    expect(countOf(1, 'child')).toBe('1 child');
    expect(countOf(2, 'child')).toBe('2 children');
    expect(countOf(0, 'guest')).toBe('0 guests');
    expect(countOf(3, 'night')).toBe('3 nights');
  });
  it('shows a day as the date fields do', () => {
    expect(formatDay('2026-12-05')).toBe('05 Dec 2026');
    expect(formatDay(undefined)).toBe('—');
    expect(formatDay('nonsense')).toBe('—');
  });
  it('shows every clock time on the 12-hour clock', () => {
    expect(formatClock('14:05')).toBe('2:05 PM');
    expect(formatClock('09:30:00')).toBe('9:30 AM');
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('2:05 pm')).toBe('2:05 PM');
    expect(formatClock('12:40 AM')).toBe('12:40 AM');
    expect(formatClock('soon')).toBe('soon');
    expect(formatClock('25:00')).toBe('25:00');
  });
  it('orders clock times whatever their format', () => {
    expect(clockMinutes('06:30')).toBe(390);
    expect(clockMinutes('1:15 PM')).toBe(795);
    expect(clockMinutes('12:05 AM')).toBe(5);
    expect(clockMinutes('later')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('formatDay without dayjs', () => {
  it('shows what dayjs showed, for days and times', () => {
    for (const text of [
      '2026-12-05',
      '2030-01-31',
      '2026-2-3',
      '2024-02-29',
      '2026-12-05T10:00:00',
      '2026-12-05T23:30:00Z',
      '2026-06-01T00:15:00+05:30',
    ]) {
      expect(formatDay(text), text).toBe(dayjs(text).format(SHOWN_DAY_FORMAT));
    }
  });
});
