import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The inventory of one class on one sailing of one operator: what a lock is taken on. */
export type InventorySlot = { operator: string; tripKey: string; classKey: string };

const slotName = ({ operator, tripKey, classKey }: InventorySlot) => `${operator}|${tripKey}|${classKey}`;

/**
 * Takes the inventory of these slots for the rest of the transaction `tx`: a transaction-scoped advisory lock
 * per slot, so whoever checks what is left and then takes it (a payment settling, a seat hold) does both as
 * one step while any other such transaction on the same slot waits for it to commit. PostgreSQL's READ
 * COMMITTED gives each later statement a fresh snapshot, so what the waiter reads next includes what the first
 * took. Locks are taken in one sorted order, so two transactions wanting the same slots never deadlock; the
 * same SQL runs on PGlite, where the single connection already runs transactions one at a time.
 */
export const lockInventory = async (tx: Db, slots: readonly InventorySlot[]): Promise<void> => {
  const names = [...new Set(slots.map(slotName))].sort();
  for (const name of names) {
    // A 64-bit hash of the name: two slots sharing one only wait for each other, they are never mixed up.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
  }
};
