import { type PaymentFailureReason, SEATS_TAKEN_CODE } from '@andaman/shared/contracts/payment';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockInventory } from '../../db/inventory-lock';
import { activityBookings, ferrySales, paidBookings, payments, seatHolds } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { fromDmy, greenOceanTripKey, routeNumber } from '../ferry-operators/timetable';
import { sameAmount } from './amounts';
import type { PaymentItem } from './items';
import { verifyPaymentEntries } from './verify';

/** A row of `ferry_sales`. */
type Sale = typeof ferrySales.$inferInsert;

/**
 * The places a completed payment sells: one row per Nautika or Green Ocean seat, one row per Makruzz
 * item holding its passenger count. Pure, so it is tested on its own.
 */
export const salesOf = (transactionId: string, entries: readonly PaymentItem[]): Sale[] =>
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

/** The activity bookings a payment's items pay for, by their public ids. */
export const activityBookingIdsOf = (entries: readonly PaymentItem[]): string[] =>
  entries.flatMap((entry) => (entry.service === 'activity' ? [entry.activity_data.bookingId] : []));

/**
 * Marks the activity bookings of a settled payment (rule activities.booking.status): `PAID`, or `FAILED` for
 * those still pending (a booking paid by another payment stays paid).
 */
const markActivityBookings = async (db: Db, entries: readonly PaymentItem[], status: 'PAID' | 'FAILED') => {
  const ids = activityBookingIdsOf(entries);
  if (ids.length === 0) return;
  const which = inArray(activityBookings.publicId, ids);
  await db
    .update(activityBookings)
    .set({ status })
    .where(status === 'PAID' ? which : and(which, eq(activityBookings.status, 'PENDING')));
};

/** Thrown inside the settling transaction when what the payment covers can no longer be sold. */
class NotSellable extends Error {
  constructor(
    message: string,
    readonly reason: Extract<PaymentFailureReason, 'seats-taken' | 'not-sellable'>,
  ) {
    super(message);
  }
}

/** The failure of a check inside the settling transaction, as the reason the payment failed. */
const notSellable = (error: unknown): unknown => {
  if (!(error instanceof HttpError)) return error;
  return new NotSellable(error.message, error.code === SEATS_TAKEN_CODE ? 'seats-taken' : 'not-sellable');
};

/** A row of `payments`. */
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Records the traveller's choice on the hosted page. Paying marks the transaction COMPLETED, books its ferry
 * places (releasing the matching temporary blocks) and marks its bookings paid, but only when its items are
 * still for sale at the amount it charges: otherwise, and when declining, it is marked FAILED with the reason.
 * The payment row is locked and the inventory of every class it sells is taken (`lockInventory`) before
 * anything is checked, so payments settling at the same moment for the last places of a class are decided one
 * after the other, on one instance or several. A transaction that is no longer pending is left as it is.
 * `onCompleted` runs inside the same transaction once the payment is COMPLETED (the confirmation e-mail is
 * written with the payment, or neither is). Returns the final status.
 */
export const settlePayment = async (
  db: Db,
  transactionId: string,
  outcome: 'pay' | 'decline',
  now: Date,
  onCompleted?: (tx: Db, payment: PaymentRow) => Promise<void>,
): Promise<string | undefined> => {
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const [payment] = await txDb
        .select()
        .from(payments)
        .where(eq(payments.id, transactionId))
        .for('update');
      if (!payment) return undefined;
      if (payment.status !== 'PENDING') return payment.status;
      if (outcome === 'decline') {
        await txDb
          .update(payments)
          .set({ status: 'FAILED', completedAt: now, failureReason: 'declined' })
          .where(eq(payments.id, transactionId));
        await markActivityBookings(txDb, payment.items as PaymentItem[], 'FAILED');
        return 'FAILED';
      }
      const items = payment.items as PaymentItem[];
      const sales = salesOf(transactionId, items);
      await lockInventory(txDb, sales);
      const price = await verifyPaymentEntries(txDb, items, now).catch((error: unknown) => {
        throw notSellable(error);
      });
      if (!sameAmount(payment.amount, price.total))
        throw new NotSellable('amount no longer covers the items', 'not-sellable');
      await txDb
        .update(payments)
        .set({ status: 'COMPLETED', completedAt: now })
        .where(eq(payments.id, transactionId));
      if (price.bookings.length > 0) {
        const marked = await txDb
          .insert(paidBookings)
          .values(price.bookings.map((b) => ({ ...b, transactionId })))
          .onConflictDoNothing()
          .returning();
        if (marked.length !== price.bookings.length)
          throw new NotSellable('a booking is already paid', 'not-sellable');
        await markActivityBookings(txDb, items, 'PAID');
      }
      if (sales.length > 0) {
        const sold = await txDb.insert(ferrySales).values(sales).onConflictDoNothing().returning();
        if (sold.length !== sales.length) throw new NotSellable('a seat was sold meanwhile', 'seats-taken');
      }
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
      await onCompleted?.(txDb, payment);
      return 'COMPLETED';
    });
  } catch (error) {
    if (!(error instanceof NotSellable)) throw error;
    // Nothing was sold or charged; the traveller is sent back to a failed payment that says why.
    const failed = await db
      .update(payments)
      .set({ status: 'FAILED', completedAt: now, failureReason: error.reason })
      .where(and(eq(payments.id, transactionId), eq(payments.status, 'PENDING')))
      .returning();
    for (const payment of failed) await markActivityBookings(db, payment.items as PaymentItem[], 'FAILED');
    return 'FAILED';
  }
};
