/**
 * The bookings this browser made or found (rule trips.device-tokens): each booking's owner token by its
 * reference, and which booking each payment pays, so its own trip pages and payment checks open directly.
 * Kept in `localStorage` (a trip is looked at again days later) and checked when read back, with the
 * patterns of the contracts (`REFERENCE_PATTERN`, `OWNER_TOKEN_PATTERN`) rather than their zod schemas:
 * the thank-you pages and `/trips` read it on their first load, which should not download zod. A store
 * with anything else in it reads as empty. Nothing is held in memory, so every app bundles this module
 * without sharing state.
 */
import { OWNER_TOKEN_PATTERN, REFERENCE_PATTERN } from '@andaman/shared/rules/booking-reference';
import { localStorageIfAny as storage } from '@andaman/shared/state/browser-storage';
import { isRecord } from '@andaman/shared/state/stored-shape';

const STORAGE_KEY = 'andaman:bookings';
/** The most bookings kept; the oldest are dropped first. */
export const DEVICE_BOOKINGS_LIMIT = 50;

/** One booking of this browser. */
type DeviceBooking = { reference: string; ownerToken: string };

type Stored = {
  /** Newest first. */
  bookings: DeviceBooking[];
  /** Transaction id → the reference of the booking it pays. */
  payments: Record<string, string>;
};

const EMPTY: Stored = { bookings: [], payments: {} };

const isReference = (value: unknown): value is string =>
  typeof value === 'string' && REFERENCE_PATTERN.test(value);

const isDeviceBooking = (value: unknown): value is DeviceBooking =>
  isRecord(value) &&
  isReference(value.reference) &&
  typeof value.ownerToken === 'string' &&
  OWNER_TOKEN_PATTERN.test(value.ownerToken);

/** What was stored, when every part of it is what this module writes; else nothing. */
function parseStored(value: unknown): Stored {
  if (!isRecord(value) || !Array.isArray(value.bookings) || !isRecord(value.payments)) return EMPTY;
  const { bookings, payments } = value;
  const paid = Object.entries(payments).filter((entry): entry is [string, string] => isReference(entry[1]));
  if (!bookings.every(isDeviceBooking) || paid.length !== Object.keys(payments).length) return EMPTY;
  return {
    bookings: bookings.map(({ reference, ownerToken }) => ({ reference, ownerToken })),
    payments: Object.fromEntries(paid),
  };
}

const read = (): Stored => {
  const text = storage()?.getItem(STORAGE_KEY);
  if (!text) return EMPTY;
  try {
    return parseStored(JSON.parse(text));
  } catch {
    return EMPTY;
  }
};

const write = (stored: Stored) => {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // A full or blocked storage: the trip is still found by reference and e-mail.
  }
};

/** Keeps a booking's owner token (the newest first; a reference seen again moves to the front). */
export function rememberBooking(booking: DeviceBooking): void {
  const stored = read();
  const others = stored.bookings.filter((b) => b.reference !== booking.reference);
  const bookings = [{ reference: booking.reference, ownerToken: booking.ownerToken }, ...others].slice(
    0,
    DEVICE_BOOKINGS_LIMIT,
  );
  const kept = new Set(bookings.map((b) => b.reference));
  const payments = Object.fromEntries(Object.entries(stored.payments).filter(([, ref]) => kept.has(ref)));
  write({ bookings, payments });
}

/** Records which booking a payment pays (its check is asked with that booking's token). */
export function rememberPayment(transactionId: string, reference: string): void {
  const stored = read();
  write({ ...stored, payments: { ...stored.payments, [transactionId]: reference } });
}

/** The owner token this browser holds for `reference`, if any. */
export function ownerTokenOf(reference: string | undefined): string | undefined {
  if (!reference) return undefined;
  return read().bookings.find((b) => b.reference === reference)?.ownerToken;
}

/** The reference of the booking a payment pays, if this browser made it. */
export function referenceOfPayment(transactionId: string): string | undefined {
  return read().payments[transactionId];
}

/** The references of this browser's bookings, newest first. */
export function deviceBookingReferences(): string[] {
  return read().bookings.map((b) => b.reference);
}
