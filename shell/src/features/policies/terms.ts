/**
 * Terms for hotels and holiday packages (rule policies.terms.infants and the rules beside it). The wording
 * is ours; each rule keeps the product rule's meaning.
 */

/** A group of terms on the page. */
export interface TermsSection {
  id: string;
  heading: string;
  rules: readonly string[];
}

/** Advance needed to confirm a holiday package, in percent of the total. */
export const PACKAGE_ADVANCE_PERCENT = 50;

/** Hours before arrival by which the balance of a package is due. */
export const PACKAGE_BALANCE_DUE_HOURS = 24;

/** Hotel check-out time. */
export const HOTEL_CHECK_OUT_TIME = '8:00 AM';

/** Largest number of adults in one room (with one extra mattress). */
export const MAX_ADULTS_PER_ROOM = 3;

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'children',
    heading: 'Children',
    rules: [
      'Children under 1 year are not charged, except for entry tickets and ferry charges.',
      'Children above 5 years are charged at the extra person rate.',
      'For ferry bookings, a child above 1 year counts as an adult.',
    ],
  },
  {
    id: 'rooms',
    heading: 'Rooms and hotels',
    rules: [
      `A room takes at most ${MAX_ADULTS_PER_ROOM} adults, with one extra mattress.`,
      `Hotel check-out time is ${HOTEL_CHECK_OUT_TIME}.`,
      'Breakfast is not included on the day of arrival.',
    ],
  },
  {
    id: 'payments',
    heading: 'Confirmation and payment',
    rules: [
      `A holiday package is confirmed on payment of a ${PACKAGE_ADVANCE_PERCENT}% advance.`,
      `The remaining amount is due ${PACKAGE_BALANCE_DUE_HOURS} hours before arrival.`,
    ],
  },
];

/** The package advance for a total, in rupees (rounded to the rupee). */
export function packageAdvance(total: number): number {
  return Math.round((total * PACKAGE_ADVANCE_PERCENT) / 100);
}

/** The amount still due 24 hours before arrival once the advance is paid. */
export function packageBalance(total: number): number {
  return total - packageAdvance(total);
}

/**
 * Whether a traveller of `age` years counts as an adult for a ferry booking (a child above 1 year does).
 */
export function countsAsFerryAdult(age: number): boolean {
  return age > 1;
}
