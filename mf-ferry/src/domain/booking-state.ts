/**
 * The ferry booking in progress, kept for the tab's session so a reload or back/forward loses
 * nothing: the search, the tickets chosen so far, each leg's choice in progress and the checkout form
 * as typed. Every value is parsed by its schema when read back (`persistedAtom`): a value from an
 * older build or a corrupt one is dropped, never trusted.
 */
import { DEFAULT_NATIONALITY } from '@andaman/shared/data/nationalities';
import { persistedAtom } from '@andaman/shared/state/persisted-atom';
import { atom } from 'jotai';
import { z } from 'zod';
import { emptyCart, ferryCartSchema } from './cart';
import { type PassengerCount, passengerCountSchema, type SavedTrip, savedTripsSchema } from './search';
import { selectedSeatSchema } from './selection';
import { BOOKING_STORAGE_KEYS } from './storage-keys';

/** The storage keys of the booking, so tests can reach every one of them. */
export { BOOKING_STORAGE_KEYS };

/** The trips of the last search (empty until Search Ferry is pressed). */
export const savedTripsAtom = persistedAtom(BOOKING_STORAGE_KEYS.trips, [], savedTripsSchema);

/** The passenger counts of the last search (`null` until Search Ferry is pressed). */
export const passengerCountAtom = persistedAtom(
  BOOKING_STORAGE_KEYS.passengers,
  null,
  passengerCountSchema.nullable(),
);

/** The selected tickets, one per leg, in three operator groups. */
export const cartAtom = persistedAtom(BOOKING_STORAGE_KEYS.cart, emptyCart(), ferryCartSchema);

/** A leg's choice in progress: the ferry card, its class and the seats picked so far. */
export const legDraftSchema = z.object({
  cardKey: z.string(),
  classKey: z.string(),
  seats: z.array(selectedSeatSchema),
  /** Whether the seat map was open. */
  seatsOpen: z.boolean(),
});
export type LegDraft = z.infer<typeof legDraftSchema>;

/** Choices in progress per leg (keyed by trip_no), so a reload or going back to a leg keeps them. */
export const legDraftsAtom = persistedAtom(
  BOOKING_STORAGE_KEYS.legs,
  {},
  z.record(z.string(), legDraftSchema),
);

/** One traveller form as typed (every field is text until validated). */
export const travellerDraftSchema = z.object({
  title: z.string(),
  name: z.string(),
  age: z.string(),
  nationality: z.string(),
  fpassport: z.string(),
  fexpdate: z.string(),
  fcountry: z.string(),
});
export type TravellerDraft = z.infer<typeof travellerDraftSchema>;

/** The contact form as typed. */
export const contactDraftSchema = z.object({
  c_name: z.string(),
  c_email: z.string(),
  c_mobile: z.string(),
  p_contact: z.string(),
});
export type ContactDraft = z.infer<typeof contactDraftSchema>;

/** The checkout form as typed: adults, infants and the contact. */
export const checkoutDraftSchema = z.object({
  adults: z.array(travellerDraftSchema),
  infants: z.array(travellerDraftSchema),
  contact: contactDraftSchema,
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/** An empty traveller form: Indian by default (rule nationalities.default). */
export const emptyTraveller = (): TravellerDraft => ({
  title: '',
  name: '',
  age: '',
  nationality: DEFAULT_NATIONALITY,
  fpassport: '',
  fexpdate: '',
  fcountry: '',
});

/** An empty checkout form. */
export const emptyCheckoutDraft = (): CheckoutDraft => ({
  adults: [],
  infants: [],
  contact: { c_name: '', c_email: '', c_mobile: '', p_contact: '' },
});

/** The checkout form as typed. */
export const checkoutDraftAtom = persistedAtom(
  BOOKING_STORAGE_KEYS.checkout,
  emptyCheckoutDraft(),
  checkoutDraftSchema,
);

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
