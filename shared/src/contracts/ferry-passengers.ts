import { maxName, numberFromInput, phoneSchema, TEXT_LIMITS } from '@andaman/shared/contracts/common';
import { FERRY_TITLES, INFANT_TITLE, isIndianNationality } from '@andaman/shared/contracts/ferry-constants';
import { z } from 'zod';

export { FERRY_TITLES, INFANT_TITLE, isIndianNationality } from '@andaman/shared/contracts/ferry-constants';

/**
 * Validation messages of the ferry travellers (rule ferry.adult.title and beside it, rule ferry.infant.age).
 */
export const ferryPassengerMessages = {
  title: 'Select a title',
  name: 'Name must be at least 2 characters',
  ageNumber: 'Age must be a number',
  adultAgeMin: 'Adult age must be greater than 2',
  adultAgeMax: 'Adult age must be less than 100',
  infantAge: 'infant age must be less than 2 years',
  nationality: 'Enter a nationality',
  passport: 'Passport no and expiry date are required for non-Indian nationals',
  passportExpiry: 'Passport expiry date is required for non-Indian nationals',
} as const;

/** Messages of the ferry contact form, word for word (rule ferry.contact.name and beside it). */
export const ferryContactMessages = {
  c_name: 'Select a title.',
  c_mobile: 'Number must contain 10 digits',
  c_emailRequired: 'Enter your email',
  c_email: 'This is not a valid email',
} as const;

const PASSPORT_FIELDS = new Set(['nationality', 'fpassport', 'fexpdate']);
// The passport rules run even when other fields are wrong, as long as the fields they read parsed
// (their own refinement issues are `custom` and do not count).
const passportFieldsValid = (payload: {
  issues: readonly { code?: string; path?: readonly PropertyKey[] }[];
}) =>
  payload.issues.every((issue) => issue.code === 'custom' || !PASSPORT_FIELDS.has(String(issue.path?.[0])));

const passengerFields = {
  title: z.string({ error: ferryPassengerMessages.title }).min(2, ferryPassengerMessages.title),
  name: z
    .string({ error: ferryPassengerMessages.name })
    .trim()
    .min(2, ferryPassengerMessages.name)
    .max(TEXT_LIMITS.name, maxName),
  nationality: z
    .string({ error: ferryPassengerMessages.nationality })
    .min(2, ferryPassengerMessages.nationality),
  /** Passport number; required for non-Indian nationals. */
  fpassport: z.string().trim().default(''),
  /** Passport expiry `YYYY-MM-DD`; required for non-Indian nationals. */
  fexpdate: z.string().trim().default(''),
  /** Passport issuing country. */
  fcountry: z.string().trim().default(''),
};

type PassportFields = { nationality: string; fpassport: string; fexpdate: string };

const withPassportRules = <T extends z.ZodType<PassportFields>>(schema: T) =>
  schema
    .refine((p) => isIndianNationality(p.nationality) || p.fpassport !== '', {
      path: ['fpassport'],
      message: ferryPassengerMessages.passport,
      when: passportFieldsValid,
    })
    .refine((p) => isIndianNationality(p.nationality) || p.fexpdate !== '', {
      path: ['fexpdate'],
      message: ferryPassengerMessages.passportExpiry,
      when: passportFieldsValid,
    });

/** Adult traveller form: age 2 to 100; passport fields required for non-Indian nationals. */
export const adultPassengerFormSchema = withPassportRules(
  z.object({
    ...passengerFields,
    age: numberFromInput(
      z
        .number({ error: ferryPassengerMessages.ageNumber })
        .min(2, ferryPassengerMessages.adultAgeMin)
        .max(100, ferryPassengerMessages.adultAgeMax),
    ),
  }),
);
/** Adult traveller form output. */
export type AdultPassengerForm = z.infer<typeof adultPassengerFormSchema>;
/** Adult traveller form input. */
export type AdultPassengerFormInput = z.input<typeof adultPassengerFormSchema>;

/** Infant traveller form: age 0 or 1 (chosen from a select). */
export const infantPassengerFormSchema = withPassportRules(
  z.object({
    ...passengerFields,
    age: numberFromInput(
      z
        .number({ error: ferryPassengerMessages.ageNumber })
        .int(ferryPassengerMessages.infantAge)
        .min(0, ferryPassengerMessages.infantAge)
        .max(1, ferryPassengerMessages.infantAge),
    ),
  }),
);
/** Infant traveller form output. */
export type InfantPassengerForm = z.infer<typeof infantPassengerFormSchema>;

/**
 * A ferry passenger as payment entries carry it: the form values plus `sex` (male for Mr, otherwise
 * female) and the title forced to INFANT under 2 years.
 */
export const ferryPassengerSchema = z.object({
  title: z.enum([...FERRY_TITLES, INFANT_TITLE]),
  name: z.string().trim().min(2, ferryPassengerMessages.name).max(TEXT_LIMITS.name, maxName),
  age: z.number().int().min(0).max(100),
  sex: z.enum(['male', 'female']),
  nationality: z.string().min(2, ferryPassengerMessages.nationality),
  fpassport: z.string().default(''),
  fexpdate: z.string().default(''),
  fcountry: z.string().default(''),
});
/** A ferry passenger in a payment entry. */
export type FerryPassenger = z.infer<typeof ferryPassengerSchema>;

/** Ferry contact form: `p_contact` (alternate phone) defaults to `c_mobile` when blank. */
export const ferryContactSchema = z.object({
  c_name: z
    .string({ error: ferryContactMessages.c_name })
    .trim()
    .min(2, ferryContactMessages.c_name)
    .max(TEXT_LIMITS.name, maxName),
  c_email: z
    .string({ error: ferryContactMessages.c_emailRequired })
    .trim()
    .min(1, ferryContactMessages.c_emailRequired)
    .pipe(z.email(ferryContactMessages.c_email)),
  c_mobile: phoneSchema(ferryContactMessages.c_mobile),
  p_contact: z.string().default(''),
});
/** Ferry contact form output. */
export type FerryContact = z.infer<typeof ferryContactSchema>;
/** Ferry contact form input. */
export type FerryContactInput = z.input<typeof ferryContactSchema>;
