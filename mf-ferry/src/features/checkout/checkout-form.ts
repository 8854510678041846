import {
  adultPassengerFormSchema,
  ferryContactSchema,
  infantPassengerFormSchema,
} from '@andaman/shared/contracts/ferry-passengers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { type CheckoutDraft, emptyTraveller, type TravellerDraft } from '../../domain/checkout-draft';
import type { PassengerCount } from '../../domain/search';

/**
 * The whole checkout as one form (rule ferry.checkout.travellers): one traveller per adult and per infant,
 * then the contact. Messages come from the shared contracts.
 */
export const checkoutFormSchema = z.object({
  adults: z.array(adultPassengerFormSchema),
  infants: z.array(infantPassengerFormSchema),
  contact: ferryContactSchema,
});
/** What the form holds (as typed). */
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
/** What a valid form gives (ages as numbers, the alternate phone defaulted to ''). */
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/**
 * The checkout's resolver: the shared schema. Pay & Checkout shows every message at once, the travellers'
 * and the contact's (rule site.validation.first-press), and the first field in error takes the focus.
 */
export const checkoutResolver: Resolver<CheckoutFormInput, unknown, CheckoutFormValues> =
  zodResolver(checkoutFormSchema);

const sized = (drafts: readonly TravellerDraft[], count: number): TravellerDraft[] =>
  Array.from({ length: count }, (_, index) => drafts[index] ?? emptyTraveller());

/** The form's starting values: the saved draft, with exactly one traveller per adult and per infant. */
export const checkoutDefaults = (draft: CheckoutDraft, passengers: PassengerCount): CheckoutDraft => ({
  adults: sized(draft.adults, passengers.adults),
  infants: sized(draft.infants, passengers.children),
  contact: draft.contact,
});

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

const travellerDraft = (values: Partial<Record<keyof TravellerDraft, unknown>>): TravellerDraft => ({
  title: text(values.title),
  name: text(values.name),
  age: text(values.age),
  nationality: text(values.nationality),
  fpassport: text(values.fpassport),
  fexpdate: text(values.fexpdate),
  fcountry: text(values.fcountry),
});

/** The form's values as the draft keeps them (everything as text). */
export const toCheckoutDraft = (values: CheckoutFormInput): CheckoutDraft => ({
  adults: values.adults.map(travellerDraft),
  infants: values.infants.map(travellerDraft),
  contact: {
    c_name: text(values.contact.c_name),
    c_email: text(values.contact.c_email),
    c_mobile: text(values.contact.c_mobile),
    p_contact: text(values.contact.p_contact),
  },
});
