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
    expect(showsLanding('1', true)).toBe(true);
    expect(showsLanding(null, true)).toBe(true);
    expect(showsLanding('2', true)).toBe(false);
    expect(showsLanding('1', false)).toBe(false);
  });
});
