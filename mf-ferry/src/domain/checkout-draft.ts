/**
 * The ferry checkout form as typed, kept for the tab's session so a reload loses nothing; parsed by its
 * schema when read back (`persistedAtom`): a value from an older build or a corrupt one is dropped.
 */
import { DEFAULT_NATIONALITY } from '@andaman/shared/data/nationalities';
import { persistedAtom } from '@andaman/shared/state/persisted-atom';
import { z } from 'zod';
import { BOOKING_STORAGE_KEYS } from './storage-keys';

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
