import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ferrySales, seatHolds } from '../../db/schema';

/** Operators as stored in `ferry_sales`. */
export type SalesOperator = 'makruzz' | 'nautika' | 'green-ocean';

/** Places sold by completed payments, per `tripKey|classKey`: seats and a passenger count. */
export type Sold = Map<string, { seats: Set<string>; passengers: number }>;

/** Key of a class on a trip in the maps below. */
export const slotKey = (tripKey: string, classKey: string): string => `${tripKey}|${classKey}`;

/** Everything sold on these trips of one operator. */
export const soldOn = async (db: Db, operator: SalesOperator, tripKeys: string[]): Promise<Sold> => {
  const sold: Sold = new Map();
  if (tripKeys.length === 0) return sold;
  const rows = await db
    .select()
    .from(ferrySales)
    .where(and(eq(ferrySales.operator, operator), inArray(ferrySales.tripKey, tripKeys)));
  for (const row of rows) {
    const key = slotKey(row.tripKey, row.classKey);
    const entry = sold.get(key) ?? { seats: new Set<string>(), passengers: 0 };
    entry.seats.add(row.seat);
    entry.passengers += row.passengers;
    sold.set(key, entry);
  }
  return sold;
};

/** Green Ocean seats under a temporary block that has not expired, with who holds each, per `tripKey|classKey`. */
export const holdersOn = async (
  db: Db,
  tripKeys: string[],
  now: Date,
): Promise<Map<string, Map<string, string>>> => {
  const held = new Map<string, Map<string, string>>();
  if (tripKeys.length === 0) return held;
  const rows = await db
    .select()
    .from(seatHolds)
    .where(and(inArray(seatHolds.tripKey, tripKeys), gt(seatHolds.expiresAt, now)));
  for (const row of rows) {
    const key = slotKey(row.tripKey, row.classKey);
    const seats = held.get(key) ?? new Map<string, string>();
    seats.set(row.seat, row.holder);
    held.set(key, seats);
  }
  return held;
};

/** Green Ocean seats under a temporary block that has not expired, per `tripKey|classKey`. */
export const heldOn = async (db: Db, tripKeys: string[], now: Date): Promise<Map<string, Set<string>>> =>
  new Map([...(await holdersOn(db, tripKeys, now))].map(([key, seats]) => [key, new Set(seats.keys())]));
