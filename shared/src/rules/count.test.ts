import { clampCount, parseCount } from './count';

describe('counts', () => {
  it('reads whole numbers typed as digits, and nothing else', () => {
    expect(parseCount('3')).toBe(3);
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('')).toBeNull();
    expect(parseCount('2a')).toBeNull();
    expect(parseCount('-1')).toBeNull();
    expect(parseCount('1.5')).toBeNull();
  });

  it('keeps a count within its bounds', () => {
    expect(clampCount(0, 1, 9)).toBe(1);
    expect(clampCount(12, 1, 9)).toBe(9);
    expect(clampCount(4, 1, 9)).toBe(4);
  });
});
