/**
 * The seven built-in itinerary packages of /itinerary (spec 000 §1, §2): names, per-person prices and
 * nights exactly as the specification lists them, each for 2 persons, with the day-by-day plan, the
 * inclusions and the exclusions. Ids 1 to 7 are the ids of the server-backed package detail pages.
 */

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

const STOPS = {
  arrival: "Arrival at Port Blair – Corbyn's Cove and Cellular Jail",
  havelock: 'Port Blair to Havelock – Radhanagar Beach',
  elephant: 'Havelock – Elephant Beach',
  neil: 'Havelock to Neil Island – Natural Bridge and Laxmanpur',
  rossNorthBay: 'Ross Island and North Bay',
  baratang: 'Baratang – limestone caves and mud volcano',
  diglipur: 'Diglipur – Ross and Smith twin islands',
  jollyBuoy: 'Jolly Buoy Island – Mahatma Gandhi Marine National Park',
} as const;
type Stop = keyof typeof STOPS;

/** The last day of every package. */
export const DEPARTURE_DAY_TITLE = 'Departure from Port Blair';

/** What every package includes (spec 000 §2). */
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

/** What no package includes (spec 000 §2). */
export const PACKAGE_EXCLUSIONS: readonly string[] = [
  'Personal expenses such as laundry, phone calls and tips',
  'Camera tickets at monuments',
  'Costs due to weather, cancellations or local unrest',
  'Mandatory gala dinner charges on Christmas and New Year’s Eve',
];

const PORT_BLAIR = 'Port Blair';
const HAVELOCK = 'Havelock (Swaraj Dweep)';

const build = (
  id: number,
  name: string,
  price: number,
  location: string,
  slug: string,
  stops: readonly Stop[],
): BuiltInPackage => ({
  id,
  name,
  price,
  nights: stops.length,
  totalPerson: 2,
  location,
  image: `/api/images/packages/${slug}-${stops.length}n-1.svg`,
  days: [
    ...stops.map((stop, index) => ({ day: index + 1, title: STOPS[stop] })),
    { day: stops.length + 1, title: DEPARTURE_DAY_TITLE },
  ],
  inclusions: PACKAGE_INCLUSIONS,
  exclusions: PACKAGE_EXCLUSIONS,
});

/** The seven packages, in the specification's order. */
export const BUILT_IN_PACKAGES: readonly BuiltInPackage[] = [
  build(1, 'WEEKEND GATEWAY', 10500, PORT_BLAIR, 'weekend-gateway', ['arrival', 'havelock', 'rossNorthBay']),
  build(2, 'AMAZING ANDAMAN', 13500, HAVELOCK, 'amazing-andaman', [
    'arrival',
    'havelock',
    'elephant',
    'rossNorthBay',
  ]),
  build(3, 'EXPLORE ANDAMAN', 17500, HAVELOCK, 'explore-andaman', [
    'arrival',
    'havelock',
    'elephant',
    'neil',
    'rossNorthBay',
  ]),
  build(4, 'OFF BEAT ANDAMAN', 19500, PORT_BLAIR, 'off-beat-andaman', [
    'arrival',
    'baratang',
    'havelock',
    'elephant',
    'neil',
    'rossNorthBay',
  ]),
  build(5, 'AMAZING ANDAMAN', 23500, PORT_BLAIR, 'amazing-andaman', [
    'arrival',
    'baratang',
    'havelock',
    'elephant',
    'neil',
    'rossNorthBay',
    'jollyBuoy',
  ]),
  build(6, 'EXPERIENCE ANDAMAN', 29500, PORT_BLAIR, 'experience-andaman', [
    'arrival',
    'baratang',
    'diglipur',
    'havelock',
    'elephant',
    'neil',
    'rossNorthBay',
    'jollyBuoy',
  ]),
  build(7, 'ETERNAL ANDAMAN', 35500, PORT_BLAIR, 'eternal-andaman', [
    'arrival',
    'baratang',
    'diglipur',
    'havelock',
    'elephant',
    'neil',
    'neil',
    'rossNorthBay',
    'jollyBuoy',
  ]),
];
