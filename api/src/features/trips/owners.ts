import { randomBytes } from 'node:crypto';
import { type BookingReceipt, ownerTokenSchema } from '@andaman/shared/contracts/booking-receipt';
import type { TripKind } from '@andaman/shared/contracts/trips';
import { referenceFromBytes } from '@andaman/shared/rules/booking-reference';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingOwnerTokens, bookingReferences } from '../../db/schema';
import type { StoredAnswer } from '../../http/idempotency';
import { newSecretToken, secretHash } from '../../http/secret-token';

/** A booking's public id: 12 random bytes (96 bits), base64url; nothing sequential is ever shown. */
export const newBookingId = (): string => randomBytes(12).toString('base64url');

/** How many fresh references are tried before giving up (a collision among 32^6 is already rare). */
export const REFERENCE_TRIES = 8;

/** Gives out `token` as an owner token of `reference` (only its hash is stored). */
const recordOwnerToken = async (db: Db, reference: string, token: string, now: Date) => {
  await db.insert(bookingOwnerTokens).values({ tokenHash: secretHash(token), reference, createdAt: now });
  return token;
};

/** A new owner token of `reference`, besides those already given out. */
export const issueOwnerToken = (db: Db, reference: string, now: Date): Promise<string> =>
  recordOwnerToken(db, reference, newSecretToken(), now);

/**
 * Registers a new booking (rule trips.reference, rule trips.owner-token): a reference not yet taken (a random
 * one, drawn again on a collision) and its first owner token, to be returned once to whoever booked.
 * `random` is the source of the reference's bytes (tests force collisions with it).
 */
export const registerBooking = async (
  db: Db,
  booking: { kind: TripKind; email: string; now: Date },
  random: (size: number) => Uint8Array = randomBytes,
): Promise<BookingReceipt> => {
  for (let attempt = 0; attempt < REFERENCE_TRIES; attempt += 1) {
    const reference = referenceFromBytes(random(6));
    const [taken] = await db
      .insert(bookingReferences)
      .values({
        reference,
        kind: booking.kind,
        email: booking.email.trim().toLowerCase(),
        createdAt: booking.now,
      })
      .onConflictDoNothing()
      .returning({ reference: bookingReferences.reference });
    if (taken) return { reference, ownerToken: await issueOwnerToken(db, reference, booking.now) };
  }
  throw new Error(`no free booking reference after ${REFERENCE_TRIES} tries`);
};

/** Whether `token` is an owner token of `reference`; anything missing or malformed is not. */
export const isOwner = async (
  db: Db,
  reference: string | null | undefined,
  token: string | undefined,
): Promise<boolean> => {
  if (!reference || token === undefined || !ownerTokenSchema.safeParse(token).success) return false;
  const [row] = await db
    .select({ reference: bookingOwnerTokens.reference })
    .from(bookingOwnerTokens)
    .where(eq(bookingOwnerTokens.tokenHash, secretHash(token)));
  return row?.reference === reference;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * For the idempotency table: an answer's owner token is stored as `null` (a secret is never kept), and a
 * replay of the request, whose first answer may have been lost, gets a fresh token of the same booking.
 */
export const ownerTokenAnswer = (now: () => Date): StoredAnswer => ({
  toStored: (body) =>
    isRecord(body) && isRecord(body.data) && typeof body.data.ownerToken === 'string'
      ? { ...body, data: { ...body.data, ownerToken: null } }
      : body,
  fromStored: async (stored, db) => {
    if (!isRecord(stored) || !isRecord(stored.data)) return stored;
    const { data } = stored;
    if (data.ownerToken !== null || typeof data.reference !== 'string') return stored;
    return { ...stored, data: { ...data, ownerToken: await issueOwnerToken(db, data.reference, now()) } };
  },
});
