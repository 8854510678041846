/**
 * The ferry checkout form as typed, kept for the tab's session so a reload loses nothing; checked by its
 * guards when read back (`guardedAtom`, no zod on the checkout's first load): a value from an older build
 * or a corrupt one is dropped.
 */
import { DEFAULT_NATIONALITY } from '@andaman/shared/data/nationalities';
import { guardedAtom } from '@andaman/shared/state/persisted-atom';
import { arrayOf, type Guarded, isText, objectOf } from '@andaman/shared/state/stored-shape';
import { BOOKING_STORAGE_KEYS } from './storage-keys';

/** One traveller form as typed (every field is text until validated). */
export const isTravellerDraft = objectOf({
  title: isText,
  name: isText,
  age: isText,
  nationality: isText,
  fpassport: isText,
  fexpdate: isText,
  fcountry: isText,
});
export type TravellerDraft = Guarded<typeof isTravellerDraft>;

/** The contact form as typed. */
export const isContactDraft = objectOf({
  c_name: isText,
  c_email: isText,
  c_mobile: isText,
  p_contact: isText,
});
export type ContactDraft = Guarded<typeof isContactDraft>;

/** The checkout form as typed: adults, infants and the contact. */
export const isCheckoutDraft = objectOf({
  adults: arrayOf(isTravellerDraft),
  infants: arrayOf(isTravellerDraft),
  contact: isContactDraft,
});
export type CheckoutDraft = Guarded<typeof isCheckoutDraft>;

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
export const checkoutDraftAtom = guardedAtom(
  BOOKING_STORAGE_KEYS.checkout,
  emptyCheckoutDraft(),
  isCheckoutDraft,
);
