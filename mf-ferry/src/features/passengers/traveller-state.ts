import type { FerryContactInput } from '@andaman/shared/contracts/ferry-passengers';
import { DEFAULT_NATIONALITY } from '@andaman/shared/data/nationalities';
import { atom } from 'jotai';
import { isRecord, persistedAtom } from '../storage/persisted-atom';
import type { TravellerDraft } from './passenger-rules';

/** An empty traveller form: Indian by default (spec 001 §9). */
export const emptyTraveller = (): TravellerDraft => ({
  title: '',
  name: '',
  age: '',
  nationality: DEFAULT_NATIONALITY,
  fpassport: '',
  fexpdate: '',
  fcountry: '',
});

/** The contact form as typed. */
export type ContactDraft = Required<FerryContactInput>;

/** An empty contact form. */
export const emptyContact = (): ContactDraft => ({ c_name: '', c_email: '', c_mobile: '', p_contact: '' });

const TRAVELLER_KEYS = ['title', 'name', 'age', 'nationality', 'fpassport', 'fexpdate', 'fcountry'] as const;
const isTraveller = (value: unknown): value is TravellerDraft =>
  isRecord(value) && TRAVELLER_KEYS.every((key) => typeof value[key] === 'string');

/** Traveller forms as typed, adults and infants. */
export type TravellerDrafts = { adults: TravellerDraft[]; infants: TravellerDraft[] };

const isTravellerDrafts = (value: unknown): value is TravellerDrafts =>
  isRecord(value) &&
  Array.isArray(value.adults) &&
  value.adults.every(isTraveller) &&
  Array.isArray(value.infants) &&
  value.infants.every(isTraveller);

const isContact = (value: unknown): value is ContactDraft =>
  isRecord(value) &&
  ['c_name', 'c_email', 'c_mobile', 'p_contact'].every((key) => typeof value[key] === 'string');

/** The traveller forms as typed, kept for the tab's session (a reload loses nothing). */
export const travellerDraftsAtom = persistedAtom<TravellerDrafts>(
  'ferry.travellers',
  { adults: [], infants: [] },
  isTravellerDrafts,
);

/** The contact form as typed. */
export const contactDraftAtom = persistedAtom<ContactDraft>('ferry.contact', emptyContact(), isContact);

/** Clears the traveller and contact forms (a new search). */
export const resetTravellerDraftsAtom = atom(null, (_get, set) => {
  set(travellerDraftsAtom, { adults: [], infants: [] });
  set(contactDraftAtom, emptyContact());
});
