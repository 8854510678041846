import { MAX_FERRY_TRIPS } from '@andaman/shared/contracts/ferry';
import { parsePortValue } from '@andaman/shared/data/ports';
import dayjs from 'dayjs';
import type { PassengerCount, SavedTrip } from './search-state';

/** A trip row of the search form: counts are edited on the first row and apply to every trip. */
export type SearchFormTrip = {
  id: number;
  from: string;
  to: string;
  travel_date: string;
  adults: number | null;
  children: number | null;
};

/** The first row of an empty search form. */
export const firstSearchTrip = (): SearchFormTrip => ({
  id: 1,
  from: '',
  to: '',
  travel_date: '',
  adults: 1,
  children: 0,
});

/** Whether another trip may be added (spec 001 §9: at most 3). */
export const canAddTrip = (trips: readonly unknown[]): boolean => trips.length < MAX_FERRY_TRIPS;

/**
 * The trip added after `previous`: it starts from the previous destination (spec 001 §2), on the same day
 * as a starting point, with the same travellers.
 */
export function nextSearchTrip(trips: readonly SearchFormTrip[]): SearchFormTrip {
  const previous = trips.at(-1);
  const id = trips.reduce((max, trip) => Math.max(max, trip.id), 0) + 1;
  return {
    id,
    from: previous?.to ?? '',
    to: '',
    travel_date: previous?.travel_date ?? '',
    adults: trips[0]?.adults ?? 1,
    children: trips[0]?.children ?? 0,
  };
}

/** Whether a `YYYY-MM-DD` day is before today (past dates cannot be picked). */
export const isPastDate = (isoDate: string, today: dayjs.Dayjs = dayjs()): boolean =>
  dayjs(isoDate).isBefore(today, 'day');

/** The saved trips and passenger counts of a submitted search: every trip carries the first trip's counts. */
export function toSavedSearch(trips: readonly SavedTrip[]): {
  trips: SavedTrip[];
  passengers: PassengerCount;
} {
  const first = trips[0];
  const passengers = { adults: first?.adults ?? 1, children: first?.children ?? 0 };
  return { trips: trips.map((trip) => ({ ...trip, ...passengers })), passengers };
}

/** One leg as the results page reads it from its query string (spec 001 §3). */
export type LegParams = {
  adults: number;
  children: number;
  from: string;
  to: string;
  travel_date: string;
  trip_no: number;
  trip_count: number;
  id: number;
};

/** The `/tickets` query string of leg `tripNo` (1-based) of a saved search. */
export function legSearchParams(trips: readonly SavedTrip[], tripNo: number): URLSearchParams {
  const trip = trips[tripNo - 1];
  if (!trip) throw new RangeError(`No trip ${tripNo} in a search of ${trips.length}`);
  return new URLSearchParams({
    adults: String(trip.adults),
    children: String(trip.children),
    from: trip.from,
    to: trip.to,
    travel_date: trip.travel_date,
    trip_no: String(tripNo),
    trip_count: String(trips.length),
    id: String(trip.id),
  });
}

/** `/tickets?...` for leg `tripNo` of a saved search. */
export const legResultsPath = (trips: readonly SavedTrip[], tripNo: number): string =>
  `/tickets?${legSearchParams(trips, tripNo).toString()}`;

const positiveInt = (text: string | null, min: number): number | undefined => {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min ? value : undefined;
};

/** Reads a leg from the `/tickets` query string; `undefined` when anything is missing or malformed. */
export function parseLegParams(params: URLSearchParams): LegParams | undefined {
  const adults = positiveInt(params.get('adults'), 1);
  const children = positiveInt(params.get('children') ?? '0', 0);
  const tripNo = positiveInt(params.get('trip_no'), 1);
  const tripCount = positiveInt(params.get('trip_count'), 1);
  const id = positiveInt(params.get('id'), 0);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const travelDate = params.get('travel_date') ?? '';
  if (
    adults === undefined ||
    children === undefined ||
    tripNo === undefined ||
    tripCount === undefined ||
    id === undefined ||
    tripNo > tripCount ||
    !parsePortValue(from) ||
    !parsePortValue(to) ||
    !dayjs(travelDate, 'YYYY-MM-DD').isValid()
  ) {
    return undefined;
  }
  return { adults, children, from, to, travel_date: travelDate, trip_no: tripNo, trip_count: tripCount, id };
}

/** "Results for N adults [and M children] on {date}" (spec 001 §2). */
export function resultsHeading(adults: number, children: number, travelDate: string): string {
  const people = children > 0 ? `${adults} adults and ${children} children` : `${adults} adults`;
  return `Results for ${people} on ${dayjs(travelDate).format('DD MMM YYYY')}`;
}
