import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { InventorySlot } from '../../db/inventory-lock';
import { seatHolds } from '../../db/schema';
import { newSecretToken, secretHash } from '../../http/secret-token';

/** A fresh hold token (`newSecretToken`). */
export const newHoldToken = newSecretToken;

/** What is stored of a hold token: its hash, so the table alone never lets anyone buy someone else's seats. */
export const holderOf = secretHash;

/** Whether a token names a hold this server gave out (live or expired but not yet purged). */
export const isKnownHolder = async (db: Db, holder: string): Promise<boolean> =>
  (await db.select({ id: seatHolds.id }).from(seatHolds).where(eq(seatHolds.holder, holder)).limit(1))
    .length > 0;

/** Seats a client holds right now, over every sailing. */
export const seatsHeldBy = async (db: Db, client: string, now: Date): Promise<number> => {
  const [row] = await db
    .select({ seats: count() })
    .from(seatHolds)
    .where(and(eq(seatHolds.client, client), gt(seatHolds.expiresAt, now)));
  return row?.seats ?? 0;
};

/**
 * The lock of one client's holds (taken with the class's inventory, `lockInventory`), so two holds at once
 * from one client cannot both pass the per-client limit.
 */
export const clientHoldsSlot = (client: string): InventorySlot => ({
  operator: 'seat-holds-of',
  tripKey: client,
  classKey: '*',
});
