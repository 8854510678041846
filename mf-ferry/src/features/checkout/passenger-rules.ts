import { INFANT_TITLE, isIndianNationality } from '@andaman/shared/contracts/ferry-constants';
import type {
  AdultPassengerForm,
  FerryContact,
  FerryPassenger,
  InfantPassengerForm,
} from '@andaman/shared/contracts/ferry-passengers';

/** Age under which a passenger travels as an infant, titled INFANT (rule ferry.passenger.infant-title). */
export const INFANT_AGE_LIMIT = 2;

/** A validated traveller (adult or infant). */
export type TravellerValues = AdultPassengerForm | InfantPassengerForm;

/** Sex from the title: male for Mr, otherwise female (rule ferry.passenger.sex). */
export const sexFromTitle = (title: string): FerryPassenger['sex'] => (title === 'Mr' ? 'male' : 'female');

/**
 * The title sent for a passenger: INFANT under 2 years, the chosen title otherwise
 * (rule ferry.passenger.infant-title).
 */
export const titleForAge = (title: string, age: number): FerryPassenger['title'] =>
  age < INFANT_AGE_LIMIT ? INFANT_TITLE : (title as FerryPassenger['title']);

/**
 * A validated traveller as payment entries carry it: sex derived from the chosen title, the title forced to
 * INFANT under 2, and the passport fields emptied for Indian nationals
 * (rule ferry.passenger.indian-no-passport).
 */
export function toFerryPassenger(values: TravellerValues): FerryPassenger {
  const indian = isIndianNationality(values.nationality);
  return {
    title: titleForAge(values.title, values.age),
    name: values.name.trim(),
    age: values.age,
    sex: sexFromTitle(values.title),
    nationality: values.nationality,
    fpassport: indian ? '' : (values.fpassport ?? '').trim(),
    fexpdate: indian ? '' : (values.fexpdate ?? '').trim(),
    fcountry: indian ? '' : (values.fcountry ?? '').trim(),
  };
}

/** The alternate phone defaults to the mobile number when left blank (rule ferry.contact.alt-phone). */
export function withAlternatePhone(contact: FerryContact): FerryContact {
  return contact.p_contact.trim() === '' ? { ...contact, p_contact: contact.c_mobile } : contact;
}

/**
 * The contact name to copy from the travellers: the first adult's name when there is exactly one adult
 * (rule ferry.checkout.copy-name), otherwise nothing.
 */
export function copiedContactName(
  adultCount: number,
  firstAdultName: string | undefined,
): string | undefined {
  if (adultCount !== 1) return undefined;
  const name = firstAdultName?.trim() ?? '';
  return name === '' ? undefined : name;
}
