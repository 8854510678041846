import { MAX_FERRY_TRIPS } from '@andaman/shared/contracts/ferry';
import { isRecord, persistedAtom } from '../storage/persisted-atom';

/** One saved search trip (spec 001 §3): ports as `id-name-code` values, `travel_date` as `YYYY-MM-DD`. */
export type SavedTrip = {
  id: number;
  from: string;
  to: string;
  travel_date: string;
  adults: number;
  children: number;
};

/** Travellers of the whole booking: every leg carries the same people. */
export type PassengerCount = { adults: number; children: number };

const isCount = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;

const isSavedTrip = (value: unknown): value is SavedTrip =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.from === 'string' &&
  typeof value.to === 'string' &&
  typeof value.travel_date === 'string' &&
  isCount(value.adults, 1) &&
  isCount(value.children, 0);

const isSavedTrips = (value: unknown): value is SavedTrip[] =>
  Array.isArray(value) && value.length <= MAX_FERRY_TRIPS && value.every(isSavedTrip);

const isPassengerCount = (value: unknown): value is PassengerCount | null =>
  value === null || (isRecord(value) && isCount(value.adults, 1) && isCount(value.children, 0));

/** The trips of the last search (empty until Search Ferry is pressed). */
export const savedTripsAtom = persistedAtom<SavedTrip[]>('ferry.search.trips', [], isSavedTrips);

/** The passenger counts of the last search (`null` until Search Ferry is pressed). */
export const passengerCountAtom = persistedAtom<PassengerCount | null>(
  'ferry.search.passengers',
  null,
  isPassengerCount,
);
