import {
  emailSchema,
  maxName,
  numberFromInput,
  optionalPhoneSchema,
  phoneSchema,
  TEXT_LIMITS,
} from '@andaman/shared/contracts/common';
import { z } from 'zod';

/** Guest title values; `Ms` is labelled "Miss" in the UI. */
export const GUEST_TITLES = ['Mr', 'Mrs', 'Ms'] as const;
/** Label shown for each guest title. */
export const GUEST_TITLE_LABELS: Record<(typeof GUEST_TITLES)[number], string> = {
  Mr: 'Mr',
  Mrs: 'Mrs',
  Ms: 'Miss',
};

/** Validation messages of the hotel and package guest and contact forms (rule guests.title and beside it). */
export const guestMessages = {
  title: 'Title is required',
  name: 'Name is required',
  age: 'Age is required',
  nationality: 'Nationality is required',
  guests: 'At least one guest is required',
  contactName: 'Contact name is required',
  contactEmail: 'Invalid email',
  contactPhone: 'Phone number is required',
} as const;

/** One hotel or package guest. Age accepts text from an input and is output as a number ≥ 1. */
export const guestSchema = z.object({
  // Text in, a title out: a form holds '' until one is chosen.
  title: z.string({ error: guestMessages.title }).pipe(z.enum(GUEST_TITLES, { error: guestMessages.title })),
  name: z
    .string({ error: guestMessages.name })
    .trim()
    .min(1, guestMessages.name)
    .max(TEXT_LIMITS.name, maxName),
  age: numberFromInput(
    z.number({ error: guestMessages.age }).int(guestMessages.age).min(1, guestMessages.age).max(120),
  ),
  nationality: z
    .string({ error: guestMessages.nationality })
    .trim()
    .min(1, guestMessages.nationality)
    .max(TEXT_LIMITS.name, maxName),
});
/** A hotel or package guest (output: age is a number). */
export type Guest = z.infer<typeof guestSchema>;
/** A guest as a form holds it (age may still be text). */
export type GuestInput = z.input<typeof guestSchema>;

/** The list of guests: at least one. */
export const guestListSchema = z.array(guestSchema).min(1, guestMessages.guests);

/**
 * Refinement shared by the hotel and package booking requests: the guest list holds exactly
 * `guestCount` guests (checked once every field is valid). Use as `.refine(check, params)`.
 */
export const guestsMatchCount = {
  check: (request: { guests: readonly unknown[]; guestCount: number }) =>
    request.guests.length === request.guestCount,
  params: {
    path: ['guests'],
    message: 'guests must list exactly guestCount entries',
    when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
  },
};

/** Contact details of a hotel or package booking. */
export const guestContactSchema = z.object({
  contactName: z
    .string({ error: guestMessages.contactName })
    .trim()
    .min(1, guestMessages.contactName)
    .max(TEXT_LIMITS.name, maxName),
  contactEmail: emailSchema(guestMessages.contactEmail),
  contactPhone: phoneSchema(guestMessages.contactPhone),
  contactPhoneAlt: optionalPhoneSchema,
});
/** Booking contact details. */
export type GuestContact = z.infer<typeof guestContactSchema>;

/** The whole guest-details form of /hotels/checkout and /itinerary/checkout. */
export const guestDetailsFormSchema = guestContactSchema.extend({ guests: guestListSchema });
/** Guest-details form output. */
export type GuestDetailsForm = z.infer<typeof guestDetailsFormSchema>;
/** Guest-details form input (what react-hook-form holds). */
export type GuestDetailsFormInput = z.input<typeof guestDetailsFormSchema>;
