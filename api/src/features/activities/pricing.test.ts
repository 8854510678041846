import { describe, expect, it } from 'vitest';
import { activityTotal, activityUnitPrice } from './pricing';

describe('activity pricing (rule activities.total)', () => {
  it('uses the offer price when above 0', () => {
    expect(activityUnitPrice({ starterPrice: 4500, offerPrice: 3900 })).toBe(3900);
    expect(activityTotal({ starterPrice: 4500, offerPrice: 3900 }, 3)).toBe(11700);
  });
  it('falls back to the starter price when the offer is 0 or absent', () => {
    expect(activityUnitPrice({ starterPrice: 1000, offerPrice: 0 })).toBe(1000);
    expect(activityTotal({ starterPrice: 1200, offerPrice: null }, 2)).toBe(2400);
  });
});
