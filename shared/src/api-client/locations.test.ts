import { locationKeys, locationsQueryOptions } from './locations';

describe('locationsQueryOptions', () => {
  it('uses the location key and never refetches on window focus (spec 000 §7)', () => {
    const options = locationsQueryOptions();
    expect(options.queryKey).toEqual(['locations', 'list']);
    expect(options.queryKey).toEqual(locationKeys.list());
    expect(options.refetchOnWindowFocus).toBe(false);
  });
});
