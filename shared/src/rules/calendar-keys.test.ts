import dayjs, { type Dayjs } from 'dayjs';
import { movedDay, nearestChoosable, spokenDay } from './calendar-keys';

const from = dayjs('2099-01-10');
const any = () => true;
const notWeekend = (day: Dayjs) => day.day() !== 0 && day.day() !== 6;

describe('calendar keys', () => {
  it('moves a day, a week or a month, and ignores other keys', () => {
    expect(movedDay(from, 'ArrowRight', any)?.format('YYYY-MM-DD')).toBe('2099-01-11');
    expect(movedDay(from, 'ArrowLeft', any)?.format('YYYY-MM-DD')).toBe('2099-01-09');
    expect(movedDay(from, 'ArrowDown', any)?.format('YYYY-MM-DD')).toBe('2099-01-17');
    expect(movedDay(from, 'ArrowUp', any)?.format('YYYY-MM-DD')).toBe('2099-01-03');
    expect(movedDay(from, 'PageDown', any)?.format('YYYY-MM-DD')).toBe('2099-02-10');
    expect(movedDay(from, 'PageUp', any)?.format('YYYY-MM-DD')).toBe('2098-12-10');
    expect(movedDay(from, 'Enter', any)).toBeNull();
  });

  it('skips days that cannot be chosen in the direction of the move, and stays when none is left', () => {
    // 10 Jan 2099 is a Saturday: → skips Sunday, ← reaches Friday.
    expect(movedDay(from, 'ArrowRight', notWeekend)?.format('YYYY-MM-DD')).toBe('2099-01-12');
    expect(movedDay(from, 'ArrowLeft', notWeekend)?.format('YYYY-MM-DD')).toBe('2099-01-09');
    const notBefore = (day: Dayjs) => !day.isBefore(from, 'day');
    expect(movedDay(from, 'ArrowLeft', notBefore)?.isSame(from, 'day')).toBe(true);
    expect(nearestChoosable(from, 1, () => false)).toBeNull();
  });

  it('reads a day out in words', () => {
    expect(spokenDay(from)).toBe('Saturday, 10 January 2099');
  });
});
