import { MAX_FERRY_TRIPS } from '@andaman/shared/contracts/ferry-search';
import dayjs from 'dayjs';
import { z } from 'zod';
import type { PassengerCount, SavedTrip } from '../../domain/search';

/** A trip row of the search form as typed: counts are edited on the first row and apply to every trip. */
export const searchFormTripSchema = z.object({
  id: z.number(),
  from: z.string(),
  to: z.string(),
  travel_date: z.string(),
  adults: z.number().nullable(),
  children: z.number().nullable(),
});
export type SearchFormTrip = z.infer<typeof searchFormTripSchema>;

/** The first row of an empty search form. */
export const firstSearchTrip = (): SearchFormTrip => ({
  id: 1,
  from: '',
  to: '',
  travel_date: '',
  adults: 1,
  children: 0,
});

/** Whether another trip may be added (at most 3: rule ferry.search.max-trips). */
export const canAddTrip = (trips: readonly unknown[]): boolean => trips.length < MAX_FERRY_TRIPS;

/**
 * The trip added after `previous`: it starts from the previous destination
 * (rule ferry.search.next-trip-origin), on the same day as a starting point, with the same travellers.
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
