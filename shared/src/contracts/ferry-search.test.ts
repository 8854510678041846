import {
  FERRY_PORTS,
  ferrySearchFormSchema,
  ferrySearchMessages,
} from '@andaman/shared/contracts/ferry-search';
import { describe, expect, it } from 'vitest';

describe('ferry search form (rule ferry.search.adults-min, rule ferry.search.fields-required)', () => {
  const trip = {
    id: 1,
    from: FERRY_PORTS[0].value,
    to: FERRY_PORTS[1].value,
    travel_date: '2030-01-01',
    adults: '2',
    children: '0',
  };
  it('accepts up to three trips', () => {
    expect(ferrySearchFormSchema.safeParse({ trips: [trip, trip, trip] }).success).toBe(true);
    expect(ferrySearchFormSchema.safeParse({ trips: [trip, trip, trip, trip] }).success).toBe(false);
  });
  it('wants at least one adult', () => {
    const result = ferrySearchFormSchema.safeParse({ trips: [{ ...trip, adults: '0' }] });
    expect(result.error?.issues[0]?.message).toBe('Atleast one adult must travel');
  });
  it('wants from, to and date filled', () => {
    for (const field of ['from', 'to', 'travel_date']) {
      const result = ferrySearchFormSchema.safeParse({ trips: [{ ...trip, [field]: '' }] });
      expect(result.error?.issues[0]?.message).toBe(ferrySearchMessages.fillAll);
    }
    expect(ferrySearchMessages.fillAll).toBe('Please fill all the fields');
  });
});
