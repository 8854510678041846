import { findKnownLocation, KNOWN_LOCATIONS } from './locations';

describe('locations', () => {
  it('are the three known locations (rule site.locations)', () => {
    expect(KNOWN_LOCATIONS).toEqual([
      { id: 1, name: 'Port Blair' },
      { id: 2, name: 'Havelock (Swaraj Dweep)' },
      { id: 3, name: 'Neil Island (Shaheed Dweep)' },
    ]);
    expect(findKnownLocation(3)?.name).toBe('Neil Island (Shaheed Dweep)');
    expect(findKnownLocation(4)).toBeUndefined();
  });
});
