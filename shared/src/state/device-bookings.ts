/**
 * The bookings this browser made or found (rule trips.device-tokens): each booking's owner token by its
 * reference, and which booking each payment pays, so its own trip pages and payment checks open directly.
 * Kept in `localStorage` (a trip is looked at again days later), parsed when read back; nothing is held in
 * memory, so every app bundles this module without sharing state.
 */
import { bookingReferenceSchema, ownerTokenSchema } from '@andaman/shared/contracts/booking-receipt';
import { localStorageIfAny as storage } from '@andaman/shared/state/browser-storage';
import { DEVICE_BOOKINGS_KEY as STORAGE_KEY } from '@andaman/shared/state/owner-token';
import { z } from 'zod';

export { ownerTokenOf } from '@andaman/shared/state/owner-token';

/** The most bookings kept; the oldest are dropped first. */
export const DEVICE_BOOKINGS_LIMIT = 50;

const storedSchema = z.object({
  /** Newest first. */
  bookings: z.array(z.object({ reference: bookingReferenceSchema, ownerToken: ownerTokenSchema })),
  /** Transaction id → the reference of the booking it pays. */
  payments: z.record(z.string(), bookingReferenceSchema),
});
type Stored = z.infer<typeof storedSchema>;

const EMPTY: Stored = { bookings: [], payments: {} };

const read = (): Stored => {
  const text = storage()?.getItem(STORAGE_KEY);
  if (!text) return EMPTY;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY;
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
export function rememberBooking(booking: { reference: string; ownerToken: string }): void {
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

/** The reference of the booking a payment pays, if this browser made it. */
export function referenceOfPayment(transactionId: string): string | undefined {
  return read().payments[transactionId];
}

/** The references of this browser's bookings, newest first. */
export function deviceBookingReferences(): string[] {
  return read().bookings.map((b) => b.reference);
}
