import { locationKeys } from '@andaman/shared/query/keys';
import { locationsQueryOptions } from './locations';

describe('locationsQueryOptions', () => {
  it('uses the shared key and never refetches on window focus', () => {
    const options = locationsQueryOptions();
    expect(options.queryKey).toEqual(locationKeys.list());
    expect(options.refetchOnWindowFocus).toBe(false);
  });
});
