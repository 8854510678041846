import type { PaymentEntry } from '@andaman/shared/contracts/payment';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ferrySales, payments, seatHolds } from '../../db/schema';
import { fromDmy, greenOceanTripKey, routeNumber } from '../ferry-operators/timetable';

/** A row of `ferry_sales`. */
type Sale = typeof ferrySales.$inferInsert;

/**
 * The places a completed payment sells: one row per Nautika or Green Ocean seat, one row per Makruzz
 * item holding its passenger count. Pure, so it is tested on its own.
 */
export const salesOf = (transactionId: string, entries: PaymentEntry[]): Sale[] =>
  entries.flatMap((entry, index): Sale[] => {
    switch (entry.service) {
      case 'makruzz':
        return [
          {
            operator: 'makruzz',
            tripKey: String(entry.makruzz_cData.schedule_id),
            classKey: String(entry.makruzz_cData.class_id),
            seat: `${transactionId}:${index}`,
            passengers: entry.makruzz_cData.no_of_passenger,
            transactionId,
          },
        ];
      case 'nautika':
        return entry.passengers
          .filter((p) => p.seat !== '')
          .map((p) => ({
            operator: 'nautika',
            tripKey: String(entry.nautika_data.tripId),
            classKey: p.tier,
            seat: p.seat,
            passengers: 1,
            transactionId,
          }));
      case 'green ocean': {
        const data = entry.greenOceanData;
        const route = routeNumber(data.from_id, data.dest_to) ?? data.route_id;
        const tripKey = greenOceanTripKey(fromDmy(data.travel_date), route, data.ship_id);
        return data.seat_id.map((seatNo) => ({
          operator: 'green-ocean',
          tripKey,
          classKey: String(data.class_id),
          seat: String(seatNo),
          passengers: 1,
          transactionId,
        }));
      }
      default:
        return [];
    }
  });

/**
 * Records the traveller's choice on the hosted page. Paying marks the transaction COMPLETED and books its
 * ferry places (releasing the matching temporary blocks); declining marks it FAILED. A transaction that
 * is no longer pending is left as it is. Returns the final status.
 */
export const settlePayment = async (
  db: Db,
  transactionId: string,
  outcome: 'pay' | 'decline',
  now: Date,
): Promise<string | undefined> =>
  db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [payment] = await txDb.select().from(payments).where(eq(payments.id, transactionId));
    if (!payment) return undefined;
    if (payment.status !== 'PENDING') return payment.status;
    const status = outcome === 'pay' ? 'COMPLETED' : 'FAILED';
    await txDb.update(payments).set({ status, completedAt: now }).where(eq(payments.id, transactionId));
    if (status === 'COMPLETED') {
      const sales = salesOf(transactionId, payment.items as PaymentEntry[]);
      if (sales.length > 0) await txDb.insert(ferrySales).values(sales).onConflictDoNothing();
      for (const sale of sales.filter((s) => s.operator === 'green-ocean')) {
        await txDb
          .delete(seatHolds)
          .where(
            and(
              eq(seatHolds.tripKey, sale.tripKey),
              eq(seatHolds.classKey, sale.classKey),
              inArray(seatHolds.seat, [sale.seat]),
            ),
          );
      }
    }
    return status;
  });
