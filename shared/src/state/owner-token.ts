/**
 * The owner token this browser holds for a booking (rule trips.device-tokens), read without zod: a page
 * that opens a booking on its first load (the thank-you pages) should not download a schema library to
 * find one string. The store is still checked, not trusted: its bookings are read only when each one
 * matches the patterns the store's schema uses (`device-bookings`), so a damaged store gives no token,
 * as it gives no bookings there.
 */
import { OWNER_TOKEN_PATTERN, REFERENCE_PATTERN } from '@andaman/shared/rules/booking-reference';
import { localStorageIfAny as storage } from '@andaman/shared/state/browser-storage';

/** The `localStorage` key of this browser's bookings (written by `device-bookings`). */
export const DEVICE_BOOKINGS_KEY = 'andaman:bookings';

type StoredBooking = { reference: string; ownerToken: string };

const isStoredBooking = (value: unknown): value is StoredBooking =>
  typeof value === 'object' &&
  value !== null &&
  'reference' in value &&
  'ownerToken' in value &&
  typeof value.reference === 'string' &&
  typeof value.ownerToken === 'string' &&
  REFERENCE_PATTERN.test(value.reference) &&
  OWNER_TOKEN_PATTERN.test(value.ownerToken);

const storedBookings = (): StoredBooking[] => {
  const text = storage()?.getItem(DEVICE_BOOKINGS_KEY);
  if (!text) return [];
  try {
    const stored: unknown = JSON.parse(text);
    const bookings = typeof stored === 'object' && stored !== null && 'bookings' in stored && stored.bookings;
    return Array.isArray(bookings) && bookings.every(isStoredBooking) ? bookings : [];
  } catch {
    return [];
  }
};

/** The owner token this browser holds for `reference`, if any. */
export function ownerTokenOf(reference: string | undefined): string | undefined {
  if (!reference) return undefined;
  return storedBookings().find((booking) => booking.reference === reference)?.ownerToken;
}
