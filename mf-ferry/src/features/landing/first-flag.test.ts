// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { hasFirstFlag, removeFirstFlag, setFirstFlag, showsLanding } from './first-flag';

describe('the "first" flag and the landing variant', () => {
  beforeEach(() => localStorage.clear());
  it('is kept in local storage under "first"', () => {
    expect(hasFirstFlag()).toBe(false);
    setFirstFlag();
    expect(localStorage.getItem('first')).not.toBeNull();
    expect(hasFirstFlag()).toBe(true);
    removeFirstFlag();
    expect(hasFirstFlag()).toBe(false);
  });
  it('shows the landing only on trip 1 with the flag present', () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(showsLanding(query('trip_no=1'), true)).toBe(true);
    expect(showsLanding(query(''), true)).toBe(true);
    expect(showsLanding(query('trip_no=2'), true)).toBe(false);
    expect(showsLanding(query('trip_no=1'), false)).toBe(false);
  });
});
