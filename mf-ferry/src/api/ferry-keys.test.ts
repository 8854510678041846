import { ferryKeys } from './ferry-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));

describe('ferry query keys', () => {
  it('nest from general to specific, so invalidating a prefix reaches every key under it', () => {
    for (const key of [
      ferryKeys.makruzzSearch({ from: 1 }),
      ferryKeys.nautikaSearch({ from: 'PB' }),
      ferryKeys.greenOceanSearch({ from: 1 }),
    ]) {
      expect(startsWith(key, ferryKeys.searches())).toBe(true);
      expect(startsWith(key, ferryKeys.all)).toBe(true);
    }
    expect(startsWith(ferryKeys.seatLayout({ shipId: 1 }), ferryKeys.seatLayouts())).toBe(true);
    expect(startsWith(ferryKeys.walletBalance({ makruzz: true }), ferryKeys.walletBalances())).toBe(true);
  });

  it('tells operators apart for the same parameters', () => {
    const params = { from: 1, to: 2 };
    expect(ferryKeys.makruzzSearch(params)).not.toEqual(ferryKeys.greenOceanSearch(params));
    expect(ferryKeys.makruzzSearch(params)).toEqual(['ferry', 'search', 'makruzz', params]);
  });
});
