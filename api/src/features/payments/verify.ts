import type { PaymentEntry } from '@andaman/shared/contracts/payment';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityBookings, holidayBookings, hotelBookings } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { slotKey, soldOn } from '../ferry-operators/availability';
import { greenOceanLayout } from '../ferry-operators/green-ocean-layout';
import {
  fromDmy,
  fromIsoDate,
  greenOceanSailings,
  greenOceanTripKey,
  isPast,
  makruzzSailingById,
  nautikaSailingById,
  routeNumber,
  toIsoDate,
} from '../ferry-operators/timetable';

const NAUTIKA_PORT_IDS: Record<string, number> = { 'Port Blair': 1, 'Swaraj Dweep': 2, 'Shaheed Dweep': 3 };

/**
 * Checks that every item of a payment names something that exists and can still be sold: the booking of an
 * activity, hotel or package; the Makruzz sailing, class and seat count; the Nautika and Green Ocean seats
 * (not booked, blocked by the operator or sold). Throws 404/409/400 with a message naming the item.
 */
export const verifyPaymentEntries = async (db: Db, entries: PaymentEntry[], now: Date): Promise<void> => {
  for (const [index, entry] of entries.entries()) {
    const where = `data.${index}`;
    switch (entry.service) {
      case 'activity': {
        const [booking] = await db
          .select()
          .from(activityBookings)
          .where(eq(activityBookings.id, entry.activity_data.bookingId));
        if (!booking || booking.activityId !== entry.activity_data.activityId) {
          throw notFound(`${where}: activity booking ${entry.activity_data.bookingId} not found`);
        }
        break;
      }
      case 'hotel': {
        const [booking] = await db
          .select()
          .from(hotelBookings)
          .where(eq(hotelBookings.id, entry.hotel_data.bookingId));
        if (!booking) throw notFound(`${where}: hotel booking ${entry.hotel_data.bookingId} not found`);
        break;
      }
      case 'holiday': {
        const [booking] = await db
          .select()
          .from(holidayBookings)
          .where(eq(holidayBookings.id, entry.holiday_data.bookingId));
        if (!booking) throw notFound(`${where}: holiday booking ${entry.holiday_data.bookingId} not found`);
        break;
      }
      case 'makruzz': {
        const data = entry.makruzz_cData;
        const sailing = makruzzSailingById(data.schedule_id);
        if (
          !sailing ||
          toIsoDate(sailing.date) !== data.travel_date ||
          isPast(fromIsoDate(data.travel_date), now)
        ) {
          throw notFound(`${where}: Makruzz schedule ${data.schedule_id} on ${data.travel_date} not found`);
        }
        const cls = sailing.classes.find((k) => k.classId === data.class_id);
        if (!cls) throw notFound(`${where}: Makruzz class ${data.class_id} not found`);
        if (!cls.active) throw new HttpError(409, `${where}: Makruzz ${cls.title} class is not available`);
        if (entry.passengers.length !== data.no_of_passenger) {
          throw new HttpError(
            400,
            `${where}.passengers: must list no_of_passenger (${data.no_of_passenger}) passengers`,
          );
        }
        const sold = await soldOn(db, 'makruzz', [String(data.schedule_id)]);
        const left =
          cls.seatsLeft - (sold.get(slotKey(String(data.schedule_id), String(cls.classId)))?.passengers ?? 0);
        if (left < data.no_of_passenger) {
          throw new HttpError(
            409,
            `${where}: Makruzz ${cls.title} class has only ${Math.max(0, left)} seats left`,
          );
        }
        break;
      }
      case 'nautika': {
        const data = entry.nautika_data;
        const trip = nautikaSailingById(data.tripId);
        if (
          !trip ||
          trip.from !== NAUTIKA_PORT_IDS[data.from] ||
          trip.to !== NAUTIKA_PORT_IDS[data.to] ||
          isPast(trip.date, now)
        ) {
          throw notFound(`${where}: Nautika trip ${data.tripId} not found`);
        }
        const sold = await soldOn(db, 'nautika', [String(data.tripId)]);
        const seen = new Set<string>();
        for (const passenger of entry.passengers) {
          if (passenger.seat === '') continue; // infants have no seat
          const id = `${passenger.tier}:${passenger.seat}`;
          if (seen.has(id))
            throw new HttpError(400, `${where}.passengers: seat ${passenger.seat} is listed twice`);
          seen.add(id);
          const seat = (passenger.tier === 'P' ? trip.seats.pClass : trip.seats.bClass)[passenger.seat];
          if (!seat) throw new HttpError(400, `${where}.passengers: seat ${passenger.seat} does not exist`);
          const taken =
            sold.get(slotKey(String(data.tripId), passenger.tier))?.seats.has(passenger.seat) ?? false;
          if (seat.booked || seat.blocked || taken) {
            throw new HttpError(409, `${where}: Nautika seat ${passenger.seat} is no longer available`);
          }
        }
        break;
      }
      case 'green ocean': {
        const data = entry.greenOceanData;
        const date = fromDmy(data.travel_date);
        const sailing =
          routeNumber(data.from_id, data.dest_to) === data.route_id && !isPast(date, now)
            ? greenOceanSailings(data.from_id, data.dest_to, date).find((s) => s.ferryId === data.ship_id)
            : undefined;
        if (!sailing) throw notFound(`${where}: Green Ocean sailing not found`);
        const tripKey = greenOceanTripKey(date, sailing.routeId, sailing.ferryId);
        const sold = await soldOn(db, 'green-ocean', [tripKey]);
        // Holds are ignored here: the traveller paying is the one who blocked the seats.
        const layout = greenOceanLayout(
          tripKey,
          sailing.ferryId,
          data.class_id,
          sold.get(slotKey(tripKey, String(data.class_id)))?.seats,
          undefined,
        );
        if (!layout) throw notFound(`${where}: No ship layout found!`);
        if (new Set(data.seat_id).size !== data.seat_id.length) {
          throw new HttpError(400, `${where}.greenOceanData.seat_id: a seat is listed twice`);
        }
        for (const seatNo of data.seat_id) {
          const seat = layout.find((s) => s.seat_no === seatNo);
          if (!seat)
            throw new HttpError(400, `${where}.greenOceanData.seat_id: seat ${seatNo} does not exist`);
          if (seat.status === 'booked') {
            throw new HttpError(
              409,
              `${where}: Green Ocean seat ${seat.seat_numbering} is no longer available`,
            );
          }
        }
        break;
      }
    }
  }
};
