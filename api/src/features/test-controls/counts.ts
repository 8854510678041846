import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activityBookings,
  emailOutbox,
  emails,
  ferrySales,
  holidayBookings,
  hotelBookings,
  idempotencyKeys,
  paidBookings,
  payments,
  seatHolds,
  wpComments,
} from '../../db/schema';

/** Every table a visitor's request can add rows to. */
const VISITOR_TABLES = {
  activityBookings,
  hotelBookings,
  holidayBookings,
  emails,
  emailOutbox,
  payments,
  paidBookings,
  ferrySales,
  wpComments,
  seatHolds,
  idempotencyKeys,
};

/** Row counts of every table a request can add to; equal before and after means nothing was stored. */
export const storedRecordCounts = async (db: Db): Promise<Record<string, number>> => {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(VISITOR_TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
};
