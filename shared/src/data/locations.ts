import type { Location } from '@andaman/shared/contracts/locations';

/**
 * The three known locations (rule site.locations). `GET /locations` is the source of
 * truth; these serve as a fallback (e.g. placeholder data while it loads) and as the names of the ferry ports.
 */
export const KNOWN_LOCATIONS: readonly Location[] = Object.freeze([
  Object.freeze({ id: 1, name: 'Port Blair' }),
  Object.freeze({ id: 2, name: 'Havelock (Swaraj Dweep)' }),
  Object.freeze({ id: 3, name: 'Neil Island (Shaheed Dweep)' }),
]);

/** The known location with this id, if any. */
export function findKnownLocation(id: number): Location | undefined {
  return KNOWN_LOCATIONS.find((location) => location.id === id);
}
