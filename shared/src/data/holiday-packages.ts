/**
 * The seven built-in holiday packages (rule holidays.built-in.catalogue): names, per-person prices and
 * nights, each for 2 persons, with their stops, inclusions and exclusions. One
 * source for the reference API's seed and the /itinerary page, so the two never disagree.
 */

/** A day's stop: its title, what happens, and the location (`KNOWN_LOCATIONS` id) it is spent at. */
export interface HolidayStop {
  title: string;
  description: string;
  locationId: number;
}

export const HOLIDAY_STOPS = {
  arrival: {
    title: "Arrival at Port Blair – Corbyn's Cove and Cellular Jail",
    description:
      "Airport pick-up and hotel check-in. Afternoon at Corbyn's Cove beach, evening Light and Sound Show at the Cellular Jail.",
    locationId: 1,
  },
  havelock: {
    title: 'Port Blair to Havelock – Radhanagar Beach',
    description:
      'Private ferry to Havelock, check-in, and sunset at Radhanagar Beach, one of the finest beaches in Asia.',
    locationId: 2,
  },
  elephant: {
    title: 'Havelock – Elephant Beach',
    description: 'Boat to Elephant Beach for a day on the reef with complimentary snorkelling.',
    locationId: 2,
  },
  neil: {
    title: 'Havelock to Neil Island – Natural Bridge and Laxmanpur',
    description:
      'Ferry to Neil Island, visit the Natural Bridge at low tide and watch the sunset at Laxmanpur Beach.',
    locationId: 3,
  },
  rossNorthBay: {
    title: 'Ross Island and North Bay',
    description:
      'Morning at the ruins of Ross Island, afternoon at North Bay with optional sea walk or glass bottom boat.',
    locationId: 1,
  },
  baratang: {
    title: 'Baratang – limestone caves and mud volcano',
    description:
      'Early drive through the forest to Baratang, boat through the mangroves to the limestone caves.',
    locationId: 1,
  },
  diglipur: {
    title: 'Diglipur – Ross and Smith twin islands',
    description: 'A long day trip north to the twin islands joined by a sand bar, with time to swim.',
    locationId: 1,
  },
  jollyBuoy: {
    title: 'Jolly Buoy Island – Mahatma Gandhi Marine National Park',
    description:
      'Boat from Wandoor to Jolly Buoy for glass bottom boat rides over the coral of the marine park.',
    locationId: 1,
  },
} as const satisfies Record<string, HolidayStop>;
export type HolidayStopName = keyof typeof HOLIDAY_STOPS;

/** The title of the last day of every package. */
export const DEPARTURE_DAY_TITLE = 'Departure from Port Blair';

/** What every package includes (rule holidays.built-in.inclusions). */
export const PACKAGE_INCLUSIONS: readonly string[] = [
  'All taxes',
  'A dedicated tour coordinator',
  'Daily breakfast',
  'Private AC cab for transfers and sightseeing',
  'Sightseeing as per the itinerary',
  'All permits and entry tickets',
  '24-hour assistance',
  'Private ferry between the islands',
  'Airport assistance on arrival and departure',
  'Complimentary snorkelling at Elephant Beach',
];

/** What no package includes (rule holidays.built-in.exclusions). */
export const PACKAGE_EXCLUSIONS: readonly string[] = [
  'Personal expenses such as laundry, phone calls and tips',
  'Camera tickets at monuments',
  'Costs due to weather, cancellations or local unrest',
  'Mandatory gala dinner charges on Christmas and New Year’s Eve',
];

/** Every package is for this many persons. */
export const PACKAGE_PERSONS = 2;

export interface BuiltInHolidayPackage {
  id: number;
  name: string;
  /** Price per person in rupees. */
  price: number;
  /** One stop per night, in order. */
  stops: readonly HolidayStopName[];
}

/** The seven packages in their order; ids 1 to 7 (rule holidays.built-in.ids). */
export const BUILT_IN_HOLIDAY_PACKAGES: readonly BuiltInHolidayPackage[] = [
  { id: 1, name: 'WEEKEND GATEWAY', price: 10500, stops: ['arrival', 'havelock', 'rossNorthBay'] },
  {
    id: 2,
    name: 'AMAZING ANDAMAN',
    price: 13500,
    stops: ['arrival', 'havelock', 'elephant', 'rossNorthBay'],
  },
  {
    id: 3,
    name: 'EXPLORE ANDAMAN',
    price: 17500,
    stops: ['arrival', 'havelock', 'elephant', 'neil', 'rossNorthBay'],
  },
  {
    id: 4,
    name: 'OFF BEAT ANDAMAN',
    price: 19500,
    stops: ['arrival', 'baratang', 'havelock', 'elephant', 'neil', 'rossNorthBay'],
  },
  {
    id: 5,
    name: 'AMAZING ANDAMAN',
    price: 23500,
    stops: ['arrival', 'baratang', 'havelock', 'elephant', 'neil', 'rossNorthBay', 'jollyBuoy'],
  },
  {
    id: 6,
    name: 'EXPERIENCE ANDAMAN',
    price: 29500,
    stops: ['arrival', 'baratang', 'diglipur', 'havelock', 'elephant', 'neil', 'rossNorthBay', 'jollyBuoy'],
  },
  {
    id: 7,
    name: 'ETERNAL ANDAMAN',
    price: 35500,
    stops: [
      'arrival',
      'baratang',
      'diglipur',
      'havelock',
      'elephant',
      'neil',
      'neil',
      'rossNorthBay',
      'jollyBuoy',
    ],
  },
];

/**
 * The location a package is listed under: where most of its nights are spent (a tie goes to the
 * smaller island, i.e. the higher location id).
 */
export function packageMainLocationId(stops: readonly HolidayStopName[]): number {
  const nights = new Map<number, number>();
  for (const stop of stops) {
    const where = HOLIDAY_STOPS[stop].locationId;
    nights.set(where, (nights.get(where) ?? 0) + 1);
  }
  return [...nights.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 1;
}

/** The file name (without extension) of a package's n-th image, e.g. `weekend-gateway-3n-1`. */
export const packageImageName = (pkg: BuiltInHolidayPackage, n: number): string =>
  `${pkg.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${pkg.stops.length}n-${n}`;
