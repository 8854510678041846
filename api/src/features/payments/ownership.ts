import type { PaymentEntry } from '@andaman/shared/contracts/payment';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityBookings, holidayBookings, hotelBookings } from '../../db/schema';
import { isOwner } from '../trips/owners';
import { bookingNotFound } from './verify';

/** The booking an entry pays for, by its public id, with the owner token sent for it. */
const bookingOf = (entry: PaymentEntry) => {
  switch (entry.service) {
    case 'activity':
      return { table: activityBookings, ...entry.activity_data };
    case 'hotel':
      return { table: hotelBookings, ...entry.hotel_data };
    case 'holiday':
      return { table: holidayBookings, ...entry.holiday_data };
    default:
      return undefined;
  }
};

/**
 * Only a booking's owner pays it (rule trips.pay-needs-owner): each activity, hotel or package entry must
 * carry an owner token of the booking it names. A booking that does not exist and one whose token is not
 * the one sent get the same 404 (`data.N: booking not found`), before anything is said about whether it is
 * paid or what it costs. Returns the reference of the booking paid for (none for a ferry purchase, which is
 * a booking of its own).
 */
export const ownedBookingReference = async (db: Db, entries: readonly PaymentEntry[]) => {
  let reference: string | undefined;
  for (const [index, entry] of entries.entries()) {
    const booking = bookingOf(entry);
    if (!booking) continue;
    const [row] = await db
      .select({ reference: booking.table.reference })
      .from(booking.table)
      .where(eq(booking.table.publicId, booking.bookingId));
    if (!row?.reference || !(await isOwner(db, row.reference, booking.bookingToken))) {
      throw bookingNotFound(`data.${index}`);
    }
    reference ??= row.reference;
  }
  return reference;
};
