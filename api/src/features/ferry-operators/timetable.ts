/**
 * The ferry timetables of the three simulated operators: pure functions of (route, date). Nothing here
 * reads the database; sold seats and holds are laid on top by the routes.
 */

/** The six directions between the three ports; the index + 1 is the route number. */
export const DIRECTIONS = [
  [1, 2],
  [2, 1],
  [1, 3],
  [3, 1],
  [2, 3],
  [3, 2],
] as const;

/** Route number (1 to 6) of a direction, or undefined for the same port twice. */
export const routeNumber = (from: number, to: number): number | undefined => {
  const index = DIRECTIONS.findIndex(([a, b]) => a === from && b === to);
  return index === -1 ? undefined : index + 1;
};

/** Port names as the operators print them. */
export const PORT_NAMES: Record<number, string> = { 1: 'Port Blair', 2: 'Havelock', 3: 'Neil Island' };
/** Port codes as Nautika names them. */
export const NAUTIKA_CODES: Record<number, 'Port Blair' | 'Swaraj Dweep' | 'Shaheed Dweep'> = {
  1: 'Port Blair',
  2: 'Swaraj Dweep',
  3: 'Shaheed Dweep',
};

/** FNV-1a: a small stable hash, so "random" availability is the same on every call and machine. */
export const stableHash = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** A stable number in [0, 1) for a key. */
export const stableFraction = (key: string): number => stableHash(key) / 0x1_0000_0000;

/** A calendar date split into parts. */
export type CalendarDate = { year: number; month: number; day: number };

/** `YYYYMMDD` as a number, used inside trip ids. */
export const dateNumber = (d: CalendarDate): number => d.year * 10000 + d.month * 100 + d.day;

/** Parses `YYYY-MM-DD`. */
export const fromIsoDate = (text: string): CalendarDate => {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  return { year, month, day };
};
/** Parses `DD-MM-YYYY`. */
export const fromDmy = (text: string): CalendarDate => {
  const [day = 0, month = 0, year = 0] = text.split('-').map(Number);
  return { year, month, day };
};
const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD`. */
export const toIsoDate = (d: CalendarDate): string => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
/** `DD-MM-YYYY`. */
export const toDmy = (d: CalendarDate): string => `${pad(d.day)}-${pad(d.month)}-${d.year}`;

/** Today's date in the islands (IST, UTC+5:30). */
export const todayInIst = (now: Date): CalendarDate => {
  const ist = new Date(now.getTime() + 330 * 60 * 1000);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
};

/** Whether a sailing date is before today in the islands (operators sell nothing then). */
export const isPast = (date: CalendarDate, now: Date): boolean =>
  dateNumber(date) < dateNumber(todayInIst(now));

/** Splits a trip or schedule id (`YYYYMMDD` · route · departure) back into its parts. */
export const decodeTripId = (
  id: number,
): { date: CalendarDate; route: number; departure: number } | undefined => {
  if (!Number.isSafeInteger(id) || id < 1_000_000_000) return undefined;
  const departure = id % 10;
  const route = Math.floor(id / 10) % 10;
  const ymd = Math.floor(id / 100);
  const date = { year: Math.floor(ymd / 10000), month: Math.floor(ymd / 100) % 100, day: ymd % 100 };
  return { date, route, departure };
};
/** Builds a trip or schedule id from its parts. */
export const encodeTripId = (date: CalendarDate, route: number, departure: number): number =>
  dateNumber(date) * 100 + route * 10 + departure;

const minutesToClock = (minutes: number) => ({ hour: Math.floor(minutes / 60) % 24, minute: minutes % 60 });
const clock = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const hhmmss = (minutes: number) => {
  const { hour, minute } = minutesToClock(minutes);
  return `${pad(hour)}:${pad(minute)}:00`;
};
const hhmm = (minutes: number) => {
  const { hour, minute } = minutesToClock(minutes);
  return `${pad(hour)}:${pad(minute)}`;
};
const isShortHop = (route: number) => route === 5 || route === 6;

// ---------------------------------------------------------------------------------------------
// Makruzz: no seat picking, seats are a count per class.
// ---------------------------------------------------------------------------------------------

const MAKRUZZ_SHIPS = [
  { id: 1, title: 'Makruzz', display: 'Makruzz' },
  { id: 2, title: 'Makruzz Gold', display: 'Makruzz Gold' },
  { id: 3, title: 'Makruzz Pearl', display: 'Makruzz Pearl' },
] as const;

// Departure time, ship and minutes at sea for each route (index = route - 1).
const MAKRUZZ_DEPARTURES: [string, number, number][][] = [
  [
    ['08:00', 1, 90],
    ['13:30', 2, 95],
  ],
  [
    ['10:15', 1, 90],
    ['16:00', 2, 95],
  ],
  [
    ['07:00', 3, 115],
    ['12:45', 3, 115],
  ],
  [
    ['09:45', 3, 115],
    ['15:30', 3, 115],
  ],
  [
    ['11:00', 2, 60],
    ['14:30', 1, 60],
  ],
  [
    ['08:30', 2, 60],
    ['15:45', 1, 60],
  ],
];

/** Makruzz classes with capacity and fares for long (Port Blair) and short (Havelock–Neil) crossings. */
export const MAKRUZZ_CLASSES = [
  { id: 1, title: 'Premium', capacity: 180, fare: 1525, shortFare: 1240 },
  { id: 2, title: 'Deluxe', capacity: 60, fare: 1850, shortFare: 1450 },
  { id: 3, title: 'Royal', capacity: 12, fare: 3100, shortFare: 2500 },
] as const;

/** Port fee per adult on Makruzz. */
export const MAKRUZZ_PORT_FEE = 50;

/** One class of a Makruzz sailing before sold places are subtracted. */
export type MakruzzClassPlan = {
  classId: number;
  title: string;
  price: number;
  /** Seats the timetable itself has left (earlier bookings simulated). */
  seatsLeft: number;
  active: boolean;
};

/** A Makruzz sailing of the timetable. */
export type MakruzzSailing = {
  scheduleId: number;
  shipId: number;
  shipTitle: string;
  displayName: string;
  date: CalendarDate;
  route: number;
  from: number;
  to: number;
  departure: string;
  arrival: string;
  classes: MakruzzClassPlan[];
};

/**
 * Makruzz sailings of a route on a date: two a day. The first sailing's Royal class is never active
 * ("Not available"); the second sailing's Deluxe class is always sold out.
 */
export const makruzzSailings = (from: number, to: number, date: CalendarDate): MakruzzSailing[] => {
  const route = routeNumber(from, to);
  if (route === undefined) return [];
  return (MAKRUZZ_DEPARTURES[route - 1] ?? []).map(([time, shipId, minutes], index) => {
    const ship = MAKRUZZ_SHIPS.find((s) => s.id === shipId) ?? MAKRUZZ_SHIPS[0];
    const scheduleId = encodeTripId(date, route, index + 1);
    const start = clock(time);
    return {
      scheduleId,
      shipId: ship.id,
      shipTitle: ship.title,
      displayName: ship.display,
      date,
      route,
      from,
      to,
      departure: hhmmss(start),
      arrival: hhmmss(start + minutes),
      classes: MAKRUZZ_CLASSES.map((cls) => {
        const soldOut = index === 1 && cls.id === 2;
        const taken = Math.floor(stableFraction(`makruzz:${scheduleId}:${cls.id}`) * cls.capacity * 0.6);
        return {
          classId: cls.id,
          title: cls.title,
          price: isShortHop(route) ? cls.shortFare : cls.fare,
          seatsLeft: soldOut ? 0 : cls.capacity - taken,
          active: !(index === 0 && cls.id === 3),
        };
      }),
    };
  });
};

/** The Makruzz sailing with this schedule id, if the timetable has it. */
export const makruzzSailingById = (scheduleId: number): MakruzzSailing | undefined => {
  const parts = decodeTripId(scheduleId);
  if (!parts) return undefined;
  const direction = DIRECTIONS[parts.route - 1];
  if (!direction) return undefined;
  return makruzzSailings(direction[0], direction[1], parts.date).find((s) => s.scheduleId === scheduleId);
};

// ---------------------------------------------------------------------------------------------
// Nautika: seats keyed row+letter in two classes, pClass (Premium) and bClass (Royal).
// ---------------------------------------------------------------------------------------------

const NAUTIKA_DEPARTURES: [string, number, number][][] = [
  [
    ['07:30', 1, 90],
    ['14:15', 2, 90],
  ],
  [
    ['09:45', 1, 90],
    ['16:30', 2, 90],
  ],
  [
    ['06:45', 2, 105],
    ['13:00', 1, 105],
  ],
  [
    ['10:30', 2, 105],
    ['16:45', 1, 105],
  ],
  [
    ['08:00', 1, 50],
    ['12:15', 2, 50],
  ],
  [
    ['09:30', 1, 50],
    ['15:00', 2, 50],
  ],
];

/** Nautika seat plans: rows × letters per class. */
export const NAUTIKA_SEAT_PLANS = {
  pClass: { rows: 12, letters: 'ABCDEF', tier: 'P' },
  bClass: { rows: 4, letters: 'ABCD', tier: 'B' },
} as const;

/** Seat keys (`1A` …) of a Nautika class. */
export const nautikaSeatKeys = (cls: keyof typeof NAUTIKA_SEAT_PLANS): string[] => {
  const plan = NAUTIKA_SEAT_PLANS[cls];
  return Array.from({ length: plan.rows }, (_, row) =>
    [...plan.letters].map((letter) => `${row + 1}${letter}`),
  ).flat();
};

/** A Nautika seat as the timetable sees it: booked earlier (simulated) or blocked by the operator. */
export type NautikaSeatPlan = { booked: boolean; blocked: boolean };

/** A Nautika trip of the timetable. */
export type NautikaSailing = {
  tripId: number;
  vesselId: number;
  date: CalendarDate;
  route: number;
  from: number;
  to: number;
  dTime: { hour: number; minute: number };
  aTime: { hour: number; minute: number };
  fares: { premium: number; royal: number; infant: number };
  seats: { pClass: Record<string, NautikaSeatPlan>; bClass: Record<string, NautikaSeatPlan> };
};

const nautikaSeats = (
  tripId: number,
  cls: keyof typeof NAUTIKA_SEAT_PLANS,
): Record<string, NautikaSeatPlan> => {
  const seats: Record<string, NautikaSeatPlan> = {};
  for (const key of nautikaSeatKeys(cls)) {
    // Row 1 window seats of Premium are kept for crew; about a quarter of the rest went earlier.
    const blocked = cls === 'pClass' && (key === '1A' || key === '1F');
    seats[key] = { blocked, booked: !blocked && stableFraction(`nautika:${tripId}:${cls}:${key}`) < 0.25 };
  }
  return seats;
};

/** Nautika trips of a route on a date: two a day, each with both seat maps. */
export const nautikaSailings = (from: number, to: number, date: CalendarDate): NautikaSailing[] => {
  const route = routeNumber(from, to);
  if (route === undefined) return [];
  return (NAUTIKA_DEPARTURES[route - 1] ?? []).map(([time, vesselId, minutes], index) => {
    const tripId = encodeTripId(date, route, index + 1);
    const start = clock(time);
    const short = isShortHop(route);
    return {
      tripId,
      vesselId,
      date,
      route,
      from,
      to,
      dTime: minutesToClock(start),
      aTime: minutesToClock(start + minutes),
      fares: { premium: short ? 1150 : 1600, royal: short ? 1800 : 2600, infant: short ? 200 : 300 },
      seats: { pClass: nautikaSeats(tripId, 'pClass'), bClass: nautikaSeats(tripId, 'bClass') },
    };
  });
};

/** The Nautika trip with this id, if the timetable has it. */
export const nautikaSailingById = (tripId: number): NautikaSailing | undefined => {
  const parts = decodeTripId(tripId);
  if (!parts) return undefined;
  const direction = DIRECTIONS[parts.route - 1];
  if (!direction) return undefined;
  return nautikaSailings(direction[0], direction[1], parts.date).find((s) => s.tripId === tripId);
};

// ---------------------------------------------------------------------------------------------
// Green Ocean: fixed seat maps per ferry and class (see the shared contract's greenOceanSeatMap).
// ---------------------------------------------------------------------------------------------

// Ferry, departure and minutes at sea for each route (index = route - 1).
const GREEN_OCEAN_DEPARTURES: [number, string, number][][] = [
  [
    [1, '06:30', 150],
    [2, '12:00', 150],
  ],
  [
    [1, '14:00', 150],
    [2, '08:30', 150],
  ],
  [[2, '07:15', 135]],
  [[2, '15:15', 135]],
  [[1, '10:00', 75]],
  [[1, '11:45', 75]],
];

/** Green Ocean classes with their fares (long, short crossing). */
export const GREEN_OCEAN_CLASS_PLANS = [
  { id: 1, name: 'Economy', fare: 1150, shortFare: 950 },
  { id: 2, name: 'Premium', fare: 1450, shortFare: 1150 },
  { id: 4, name: 'Royal', fare: 2300, shortFare: 1800 },
] as const;

/** Infant fare and port fees on Green Ocean. */
export const GREEN_OCEAN_FEES = { infant: 250, portFee: 50, portFeeInfant: 50 } as const;

/** A Green Ocean departure of the timetable. */
export type GreenOceanSailing = {
  routeId: number;
  ferryId: number;
  date: CalendarDate;
  from: number;
  to: number;
  departure: string;
  arrival: string;
};

/** Green Ocean departures of a route on a date. */
export const greenOceanSailings = (from: number, to: number, date: CalendarDate): GreenOceanSailing[] => {
  const route = routeNumber(from, to);
  if (route === undefined) return [];
  return (GREEN_OCEAN_DEPARTURES[route - 1] ?? []).map(([ferryId, time, minutes]) => {
    const start = clock(time);
    return {
      routeId: route,
      ferryId,
      date,
      from,
      to,
      departure: hhmm(start),
      arrival: hhmm(start + minutes),
    };
  });
};

/** Key of a Green Ocean sailing in sales and holds. */
export const greenOceanTripKey = (date: CalendarDate, routeId: number, ferryId: number): string =>
  `${dateNumber(date)}:${routeId}:${ferryId}`;

/**
 * Whether the timetable already counts a Green Ocean seat as booked: about 30% of seats, and every seat of
 * ferry 2's Royal class (that class is sold out on every sailing).
 */
export const greenOceanSeatPrebooked = (
  tripKey: string,
  ferryId: number,
  classId: number,
  seatNo: number,
): boolean =>
  (ferryId === 2 && classId === 4) || stableFraction(`green-ocean:${tripKey}:${classId}:${seatNo}`) < 0.3;

/** Fare of a Green Ocean class on a route. */
export const greenOceanFare = (routeId: number, classId: number): number => {
  const plan = GREEN_OCEAN_CLASS_PLANS.find((c) => c.id === classId);
  if (!plan) return 0;
  return isShortHop(routeId) ? plan.shortFare : plan.fare;
};
