import { parseTypedDay, shownDay } from './typed-day';

describe('typed days', () => {
  it('reads the shown format in any letter case, with short or full month names', () => {
    expect(parseTypedDay('05 Dec 2026')).toBe('2026-12-05');
    expect(parseTypedDay('5 dec 2026')).toBe('2026-12-05');
    expect(parseTypedDay(' 27  NOV  2026 ')).toBe('2026-11-27');
    expect(parseTypedDay('27 November 2026')).toBe('2026-11-27');
    expect(parseTypedDay('3 Sept 2026')).toBe('2026-09-03');
    expect(parseTypedDay('05-Dec-2026')).toBe('2026-12-05');
  });

  it('reads numbers day first, and ISO days', () => {
    expect(parseTypedDay('5/12/2026')).toBe('2026-12-05');
    expect(parseTypedDay('05-12-2026')).toBe('2026-12-05');
    expect(parseTypedDay('05.12.2026')).toBe('2026-12-05');
    expect(parseTypedDay('2026-12-05')).toBe('2026-12-05');
  });

  it('refuses what is not a whole, real day', () => {
    expect(parseTypedDay('')).toBeNull();
    expect(parseTypedDay('27 Nov')).toBeNull();
    expect(parseTypedDay('27 Nov 26')).toBeNull();
    expect(parseTypedDay('31 Apr 2026')).toBeNull();
    expect(parseTypedDay('29 Feb 2027')).toBeNull();
    expect(parseTypedDay('29 Feb 2028')).toBe('2028-02-29');
    expect(parseTypedDay('5/13/2026')).toBeNull();
    expect(parseTypedDay('5 Foo 2026')).toBeNull();
    expect(parseTypedDay('tomorrow')).toBeNull();
  });
});

describe('a day as date fields show it', () => {
  it('from an ISO day, a time or a Date; nothing when unreadable', () => {
    expect(shownDay('2026-12-05')).toBe('05 Dec 2026');
    expect(shownDay('2026-1-5')).toBe('05 Jan 2026');
    expect(shownDay(new Date(2027, 8, 30, 23, 59))).toBe('30 Sep 2027');
    expect(shownDay('2026-05-01T12:00:00')).toBe('01 May 2026');
    expect(shownDay('nonsense')).toBeUndefined();
  });
});
