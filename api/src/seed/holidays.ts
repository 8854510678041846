import { HOTEL_SEED } from './hotels';
import { imagePath, slugify } from './images';

type Stop =
  | 'arrival'
  | 'havelock'
  | 'elephant'
  | 'neil'
  | 'rossNorthBay'
  | 'baratang'
  | 'diglipur'
  | 'jollyBuoy';

const STOPS: Record<Stop, { title: string; description: string; locationId: number }> = {
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
};

// Names, prices (per person) and nights as spec 000 lists them; ids 1 to 7.
const PACKAGES: { name: string; price: number; stops: Stop[] }[] = [
  { name: 'WEEKEND GATEWAY', price: 10500, stops: ['arrival', 'havelock', 'rossNorthBay'] },
  { name: 'AMAZING ANDAMAN', price: 13500, stops: ['arrival', 'havelock', 'elephant', 'rossNorthBay'] },
  {
    name: 'EXPLORE ANDAMAN',
    price: 17500,
    stops: ['arrival', 'havelock', 'elephant', 'neil', 'rossNorthBay'],
  },
  {
    name: 'OFF BEAT ANDAMAN',
    price: 19500,
    stops: ['arrival', 'baratang', 'havelock', 'elephant', 'neil', 'rossNorthBay'],
  },
  {
    name: 'AMAZING ANDAMAN',
    price: 23500,
    stops: ['arrival', 'baratang', 'havelock', 'elephant', 'neil', 'rossNorthBay', 'jollyBuoy'],
  },
  {
    name: 'EXPERIENCE ANDAMAN',
    price: 29500,
    stops: ['arrival', 'baratang', 'diglipur', 'havelock', 'elephant', 'neil', 'rossNorthBay', 'jollyBuoy'],
  },
  {
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

const INCLUSIVE = `<ul><li>All taxes</li><li>A dedicated tour coordinator</li><li>Daily breakfast</li><li>Private AC cab for transfers and sightseeing</li><li>Sightseeing as per the itinerary</li><li>All permits and entry tickets</li><li>24-hour assistance</li><li>Private ferry between the islands</li><li>Airport assistance on arrival and departure</li><li>Complimentary snorkelling at Elephant Beach</li></ul>`;
const EXCLUSIVE = `<ul><li>Personal expenses such as laundry, phone calls and tips</li><li>Camera tickets at monuments</li><li>Costs due to weather, cancellations or local unrest</li><li>Mandatory gala dinner charges on Christmas and New Year's Eve</li></ul>`;

const hotelFor = (locationId: number, offset: number): number => {
  const here = HOTEL_SEED.filter(
    (entry) => entry.hotel.locationId === locationId && entry.hotel.rating >= 3.5,
  );
  const chosen = here[offset % here.length];
  if (!chosen) throw new Error(`seed: no hotel for location ${locationId}`);
  return chosen.hotel.id;
};

/** The seven built-in holiday packages with one day (and hotel) per night. */
export const HOLIDAY_SEED = PACKAGES.map((pkg, index) => {
  const id = index + 1;
  const nights = pkg.stops.length;
  const nightsPerLocation = new Map<number, number>();
  for (const stop of pkg.stops) {
    const where = STOPS[stop].locationId;
    nightsPerLocation.set(where, (nightsPerLocation.get(where) ?? 0) + 1);
  }
  // The main location is where most nights are spent (ties go to the smaller islands).
  const mainLocationId =
    [...nightsPerLocation.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 1;
  const slug = `${slugify(pkg.name)}-${nights}n`;
  return {
    pkg: {
      id,
      name: pkg.name,
      images: [1, 2, 3, 4].map((n) => imagePath('packages', `${slug}-${n}`)),
      price: pkg.price,
      mainLocationId,
      totalPerson: 2,
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
      inclusive: INCLUSIVE,
      exclusive: EXCLUSIVE,
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
