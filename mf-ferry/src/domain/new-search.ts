import { atom } from 'jotai';
import { cartAtom, legDraftsAtom, passengerCountAtom, savedTripsAtom } from './booking-state';
import { emptyCart } from './cart';
import { checkoutDraftAtom, emptyCheckoutDraft } from './checkout-draft';
import type { PassengerCount, SavedTrip } from './search';

/**
 * Search Ferry (rule ferry.search.submit): saves the trips and the passenger counts, and clears the tickets,
 * the legs' choices and the travellers of any earlier search.
 */
export const startNewSearchAtom = atom(
  null,
  (_get, set, search: { trips: SavedTrip[]; passengers: PassengerCount }) => {
    set(savedTripsAtom, search.trips);
    set(passengerCountAtom, search.passengers);
    set(cartAtom, emptyCart());
    set(legDraftsAtom, {});
    set(checkoutDraftAtom, emptyCheckoutDraft());
  },
);
