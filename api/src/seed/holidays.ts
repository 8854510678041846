import {
  BUILT_IN_HOLIDAY_PACKAGES,
  PACKAGE_EXCLUSIONS,
  PACKAGE_INCLUSIONS,
  PACKAGE_PERSONS,
  packageImageName,
  packageMainLocationId,
  HOLIDAY_STOPS as STOPS,
} from '@andaman/shared/data/holiday-packages';
import { imagePath } from '../images/pipeline';
import { HOTEL_SEED } from './hotels';

const listHtml = (items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const hotelFor = (locationId: number, offset: number): number => {
  const here = HOTEL_SEED.filter(
    (entry) => entry.hotel.locationId === locationId && entry.hotel.rating >= 3.5,
  );
  const chosen = here[offset % here.length];
  if (!chosen) throw new Error(`seed: no hotel for location ${locationId}`);
  return chosen.hotel.id;
};

/** The seven built-in holiday packages with one day (and hotel) per night. */
export const HOLIDAY_SEED = BUILT_IN_HOLIDAY_PACKAGES.map((pkg) => {
  const id = pkg.id;
  const nights = pkg.stops.length;
  return {
    pkg: {
      id,
      name: pkg.name,
      images: [1, 2, 3, 4].map((n) => imagePath('packages', packageImageName(pkg, n))),
      price: pkg.price,
      mainLocationId: packageMainLocationId(pkg.stops),
      totalPerson: PACKAGE_PERSONS,
      durationInDays: nights + 1,
      nights,
      start: '2026-10-01T00:00:00.000Z',
      end: '2027-09-30T00:00:00.000Z',
      shortDescription: `<p>${nights} nights and ${nights + 1} days for 2 persons: ${[...new Set(pkg.stops.map((s) => STOPS[s].title.split(' – ')[0]))].join(', ')}.</p>`,
      longDescription: `<p>${pkg.name} covers the best of the Andaman Islands in ${nights + 1} days with private transfers, hand-picked hotels and a coordinator throughout.</p>${pkg.stops
        .map((stop, day) => `<h4>Day ${day + 1}: ${STOPS[stop].title}</h4><p>${STOPS[stop].description}</p>`)
        .join(
          '',
        )}<h4>Day ${nights + 1}: Departure</h4><p>Drop at Port Blair airport with memories to keep.</p>`,
      inclusive: listHtml(PACKAGE_INCLUSIONS),
      exclusive: listHtml(PACKAGE_EXCLUSIONS),
    },
    days: pkg.stops.map((stop, dayIndex) => ({
      id: id * 100 + dayIndex + 1,
      packageId: id,
      day: dayIndex + 1,
      title: STOPS[stop].title,
      description: STOPS[stop].description,
      hotelId: hotelFor(STOPS[stop].locationId, id + dayIndex),
    })),
  };
});
