/**
 * The search a booking is made for: its saved trips and travellers (rule ferry.store), and one leg of it
 * as the results page reads it from the URL.
 */
import { MAX_FERRY_TRIPS } from '@andaman/shared/contracts/ferry-constants';
import {
  intParam,
  type RawParam,
  readCompleteUrlParams,
  textParam,
} from '@andaman/shared/contracts/url-params';
import { parsePortValue } from '@andaman/shared/data/ports';
import { countOf, formatDay } from '@andaman/shared/rules/display-format';
import { parseTypedDay } from '@andaman/shared/rules/typed-day';
import { arrayOf, type Guarded, isInt, isText, objectOf } from '@andaman/shared/state/stored-shape';

/** One saved search trip: ports as `id-name-code` values, `travel_date` as `YYYY-MM-DD`. */
export const isSavedTrip = objectOf({
  id: isInt(0),
  from: isText,
  to: isText,
  travel_date: isText,
  adults: isInt(1),
  children: isInt(0),
});
export type SavedTrip = Guarded<typeof isSavedTrip>;

/** The trips of a search: at most 3 (rule ferry.search.max-trips). */
export const isSavedTrips = arrayOf(isSavedTrip, MAX_FERRY_TRIPS);

/** Travellers of the whole booking: every leg carries the same people. */
export const isPassengerCount = objectOf({ adults: isInt(1), children: isInt(0) });
export type PassengerCount = Guarded<typeof isPassengerCount>;

/** One leg as the results page reads it from its query string (rule ferry.search.query). */
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

const portParam = textParam({ check: (value) => parsePortValue(value) !== undefined });

const legParams = {
  adults: intParam(1),
  /** Absent means no children; given, it must be readable. */
  children: (raw: RawParam) => (raw === undefined ? 0 : intParam()(raw)),
  from: portParam,
  to: portParam,
  /** A real day, `YYYY-MM-DD`. */
  travel_date: textParam({
    check: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseTypedDay(value) !== null,
  }),
  trip_no: intParam(1),
  trip_count: intParam(1),
  id: intParam(),
};

/** Reads a leg from the `/tickets` query string; `undefined` when anything is missing or malformed. */
export const parseLegParams = (params: URLSearchParams): LegParams | undefined =>
  readCompleteUrlParams(legParams, params, (leg) => leg.trip_no <= leg.trip_count);

/** "Results for N adults [and M children] on {date}" (rule ferry.results.heading). */
export function resultsHeading(adults: number, children: number, travelDate: string): string {
  const people =
    children > 0 ? `${countOf(adults, 'adult')} and ${countOf(children, 'child')}` : countOf(adults, 'adult');
  return `Results for ${people} on ${formatDay(travelDate)}`;
}

/** `YYYY-MM-DD` → `DD-MM-YYYY` (what Nautika and Green Ocean take). */
export const toDdMmYyyy = (isoDate: string): string =>
  `${isoDate.slice(8, 10)}-${isoDate.slice(5, 7)}-${isoDate.slice(0, 4)}`;
