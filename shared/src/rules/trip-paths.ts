/**
 * Where a finished booking is shown: its thank-you page (rule payment.thank-you), which names the booking by
 * its reference (rule trips.thank-you), and its trip page (rule trips.page). Shared so every checkout and the
 * shell build the same addresses.
 */

/** Thank-you page of each kind of purchase (rule payment.thank-you). */
export const THANK_YOU_PATHS = {
  ferry: '/thank-you-ferry/',
  activities: '/thank-you-activities/',
  holidays: '/thank-you-holidays/',
} as const;
/** Which thank-you page. */
export type ThankYouKind = keyof typeof THANK_YOU_PATHS;

/** The query parameter a thank-you page reads the booking's reference from. */
export const REFERENCE_PARAM = 'reference';

/** A thank-you page for the booking `reference` (the page alone when there is none). */
export function thankYouPath(kind: ThankYouKind, reference?: string): string {
  const path = THANK_YOU_PATHS[kind];
  return reference ? `${path}?${new URLSearchParams({ [REFERENCE_PARAM]: reference })}` : path;
}

/** `/trips`: find a booking by reference and e-mail (rule trips.lookup.form). */
export const TRIPS_PATH = '/trips';

/** `/trips/{reference}`: one booking (rule trips.page). */
export const tripPath = (reference: string): string => `${TRIPS_PATH}/${encodeURIComponent(reference)}`;
