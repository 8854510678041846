import { describe, expect, it } from 'vitest';
import { THANK_YOU_PATHS, thankYouPath, tripPath } from './trip-paths';

describe('where a finished booking is shown (rule trips.thank-you, rule trips.page)', () => {
  it('a thank-you page names the booking by its reference, or is the page alone', () => {
    expect(thankYouPath('holidays', 'AND-7K3P9Q')).toBe('/thank-you-holidays/?reference=AND-7K3P9Q');
    expect(thankYouPath('ferry')).toBe(THANK_YOU_PATHS.ferry);
  });
  it('a trip page is /trips/{reference}', () => {
    expect(tripPath('AND-7K3P9Q')).toBe('/trips/AND-7K3P9Q');
  });
});
