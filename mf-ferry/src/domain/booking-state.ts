/**
 * The ferry booking in progress, kept for the tab's session so a reload or back/forward loses
 * nothing: the search, the tickets chosen so far and each leg's choice in progress (the checkout form
 * as typed is `checkout-draft`). Every value is checked by its guard when read back (`guardedAtom`, no
 * zod: the results page reads them on its first load): a value from an older build or a corrupt one is
 * dropped, never trusted.
 */
import { guardedAtom } from '@andaman/shared/state/persisted-atom';
import {
  arrayOf,
  type Guarded,
  isBoolean,
  isText,
  nullable,
  objectOf,
  recordOf,
} from '@andaman/shared/state/stored-shape';
import { emptyCart, isFerryCart } from './cart';
import { isPassengerCount, isSavedTrips } from './search';
import { isSelectedSeat } from './selection';
import { BOOKING_STORAGE_KEYS } from './storage-keys';

/** The storage keys of the booking, so tests can reach every one of them. */
export { BOOKING_STORAGE_KEYS };

/** The trips of the last search (empty until Search Ferry is pressed). */
export const savedTripsAtom = guardedAtom(BOOKING_STORAGE_KEYS.trips, [], isSavedTrips);

/** The passenger counts of the last search (`null` until Search Ferry is pressed). */
export const passengerCountAtom = guardedAtom(
  BOOKING_STORAGE_KEYS.passengers,
  null,
  nullable(isPassengerCount),
);

/** The selected tickets, one per leg, in three operator groups. */
export const cartAtom = guardedAtom(BOOKING_STORAGE_KEYS.cart, emptyCart(), isFerryCart);

/** A leg's choice in progress: the ferry card, its class and the seats picked so far. */
export const isLegDraft = objectOf({
  cardKey: isText,
  classKey: isText,
  seats: arrayOf(isSelectedSeat),
  /** Whether the seat map was open. */
  seatsOpen: isBoolean,
});
export type LegDraft = Guarded<typeof isLegDraft>;

/** Choices in progress per leg (keyed by trip_no), so a reload or going back to a leg keeps them. */
export const legDraftsAtom = guardedAtom<Record<string, LegDraft>>(
  BOOKING_STORAGE_KEYS.legs,
  {},
  recordOf(isLegDraft),
);
