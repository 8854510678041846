import { onUseModule, resolverOnUse } from '@andaman/shared/on-use-module';
import type { z } from 'zod';
import { type CheckoutDraft, emptyTraveller, type TravellerDraft } from '../../domain/checkout-draft';
import type { PassengerCount } from '../../domain/search';
import type { checkoutFormSchema } from './checkout-check';

/** What the form holds (as typed). */
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
/** What a valid form gives (ages as numbers, the alternate phone defaulted to ''). */
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/**
 * The form's check (the shared schemas, zod and its resolver), downloaded when the form is first focused
 * or Pay is reached for (`preload`), not with the page.
 */
export const checkoutCheck = onUseModule(() => import('./checkout-check'));

/**
 * The checkout's resolver: the shared schema. Pay & Checkout shows every message at once, the travellers'
 * and the contact's (rule site.validation.first-press), and the first field in error takes the focus.
 */
export const checkoutResolver = resolverOnUse(checkoutCheck, (check) => check.checkoutFormResolver);

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
