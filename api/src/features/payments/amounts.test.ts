import { describe, expect, it } from 'vitest';
import {
  greenOceanTripAmount,
  isInfantAge,
  makruzzTripAmount,
  nautikaTripAmount,
  sameAmount,
} from './amounts';

describe('ferry trip amounts (rule ferry.price.total)', () => {
  it('Makruzz: (price + 50 + port fee) × adults, infants free', () => {
    expect(makruzzTripAmount(1525, 50, 2)).toBe((1525 + 50 + 50) * 2);
  });
  it('Nautika: fare × adults + infant fare × infants + 50 × everyone, fares with the flat 50', () => {
    expect(nautikaTripAmount(1600, 300, 2, 1)).toBe(1650 * 2 + 350 + 50 * 3);
  });
  it('Green Ocean: fare × adults + (infant rate + infant port fee) × infants, each with the flat 50', () => {
    expect(greenOceanTripAmount(1450, 250, 50, 1, 1)).toBe(1500 + 350);
  });
});

describe('sameAmount', () => {
  it('compares to the paisa, refusing lowered and raised amounts', () => {
    expect(sameAmount(7800, 7800)).toBe(true);
    expect(sameAmount(7800.001, 7800)).toBe(true);
    expect(sameAmount(7799.99, 7800)).toBe(false);
    expect(sameAmount(1, 7800)).toBe(false);
    expect(sameAmount(1e308, 7800)).toBe(false);
  });
  it('infants are under 2', () => {
    expect(isInfantAge(1)).toBe(true);
    expect(isInfantAge(2)).toBe(false);
  });
});
