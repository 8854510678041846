import type { HolidayPackage } from '@andaman/shared/contracts/holidays';

/** What a package card shows (rule holidays.card). */
export interface PackageCardModel {
  id: number;
  name: string;
  /** Price per person in rupees. */
  price: number;
  location: string;
  nights: number;
  image?: string;
}

/** A server package as its card: what a list keeps of it (a package's itinerary would weigh on Home's HTML). */
export const packageCard = (pkg: HolidayPackage): PackageCardModel => ({
  id: pkg.id,
  name: pkg.name,
  price: pkg.price,
  location: pkg.mainLocation.name,
  nights: pkg.nights,
  ...(pkg.images[0] === undefined ? {} : { image: pkg.images[0] }),
});
