/**
 * The seven built-in packages as /itinerary shows them, derived from the one source in
 * `@andaman/shared/data/holiday-packages` (the reference API seeds the same packages from it).
 * Ids 1 to 7 are the ids of the server-backed package detail pages.
 */
import {
  BUILT_IN_HOLIDAY_PACKAGES,
  DEPARTURE_DAY_TITLE,
  HOLIDAY_STOPS,
  PACKAGE_EXCLUSIONS,
  PACKAGE_INCLUSIONS,
  PACKAGE_PERSONS,
  packageImageName,
  packageMainLocationId,
} from '@andaman/shared/data/holiday-packages';
import { findKnownLocation } from '@andaman/shared/data/locations';

export { DEPARTURE_DAY_TITLE, PACKAGE_EXCLUSIONS, PACKAGE_INCLUSIONS };

/** One day of a built-in package. */
export interface BuiltInDay {
  day: number;
  title: string;
}

/** A built-in package as /itinerary shows it. */
export interface BuiltInPackage {
  id: number;
  name: string;
  /** Price per person in rupees. */
  price: number;
  nights: number;
  totalPerson: number;
  location: string;
  image: string;
  days: readonly BuiltInDay[];
  inclusions: readonly string[];
  exclusions: readonly string[];
}

/** The seven packages, in their order (rule holidays.built-in.catalogue). */
export const BUILT_IN_PACKAGES: readonly BuiltInPackage[] = BUILT_IN_HOLIDAY_PACKAGES.map((pkg) => ({
  id: pkg.id,
  name: pkg.name,
  price: pkg.price,
  nights: pkg.stops.length,
  totalPerson: PACKAGE_PERSONS,
  location: findKnownLocation(packageMainLocationId(pkg.stops))?.name ?? 'Port Blair',
  image: `/api/images/packages/${packageImageName(pkg, 1)}.svg`,
  days: [
    ...pkg.stops.map((stop, index) => ({ day: index + 1, title: HOLIDAY_STOPS[stop].title })),
    { day: pkg.stops.length + 1, title: DEPARTURE_DAY_TITLE },
  ],
  inclusions: PACKAGE_INCLUSIONS,
  exclusions: PACKAGE_EXCLUSIONS,
}));
