import { BOOKING_NOT_FOUND_MESSAGE } from '@andaman/shared/contracts/booking-receipt';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityBookings, holidayBookings, hotelBookings, paidBookings } from '../../db/schema';
import { HttpError, notFound, seatsTaken } from '../../http/errors';
import { requireWithinHorizon } from '../bookings/rules';
import { holdersOn, slotKey, soldOn } from '../ferry-operators/availability';
import { greenOceanLayout } from '../ferry-operators/green-ocean-layout';
import { holderOf } from '../ferry-operators/holds';
import {
  fromDmy,
  fromIsoDate,
  GREEN_OCEAN_FEES,
  greenOceanFare,
  greenOceanSailings,
  greenOceanTripKey,
  isPast,
  MAKRUZZ_PORT_FEE,
  makruzzSailingById,
  nautikaSailingById,
  routeNumber,
  toIsoDate,
} from '../ferry-operators/timetable';
import { greenOceanTripAmount, isInfantAge, makruzzTripAmount, nautikaTripAmount } from './amounts';
import type { PaymentItem } from './items';

const NAUTIKA_PORT_IDS: Record<string, number> = { 'Port Blair': 1, 'Swaraj Dweep': 2, 'Shaheed Dweep': 3 };

/** A booking (activity, hotel or package) a payment pays for. */
export type PaidBooking = { service: 'activity' | 'hotel' | 'holiday'; bookingId: number };

/** What a payment's items cost, and which bookings it pays for. */
export type PriceOfItems = { total: number; bookings: PaidBooking[] };

/** The one 404 of a booking item: the same whether the booking does not exist or is someone else's. */
export const bookingNotFound = (where: string) =>
  notFound(`${where}: ${BOOKING_NOT_FOUND_MESSAGE.toLowerCase()}`);

/**
 * Checks that every item of a payment names something that exists and can still be sold: the booking of an
 * activity, hotel or package, by its public id (not already paid; whose it is was checked before, see
 * `ownedBookingReference`); the Makruzz sailing, class and seat count; the Nautika and Green Ocean seats (not
 * booked, blocked by the operator or sold; a Green Ocean seat under a live hold only with that hold's
 * token). Throws 404/409/400 with a message naming the item, never a price. Returns what the items cost by
 * the server's own prices and formulas, and the bookings paid.
 */
export const verifyPaymentEntries = async (
  db: Db,
  entries: readonly PaymentItem[],
  now: Date,
): Promise<PriceOfItems> => {
  let total = 0;
  const bookings: PaidBooking[] = [];
  const payingFor = async (where: string, booking: PaidBooking) => {
    const [paid] = await db
      .select()
      .from(paidBookings)
      .where(and(eq(paidBookings.service, booking.service), eq(paidBookings.bookingId, booking.bookingId)));
    if (paid) throw new HttpError(409, `${where}: the booking is already paid`);
    bookings.push(booking);
  };
  for (const [index, entry] of entries.entries()) {
    const where = `data.${index}`;
    switch (entry.service) {
      case 'activity': {
        const [booking] = await db
          .select()
          .from(activityBookings)
          .where(eq(activityBookings.publicId, entry.activity_data.bookingId));
        if (!booking || booking.activityId !== entry.activity_data.activityId) throw bookingNotFound(where);
        await payingFor(where, { service: 'activity', bookingId: booking.id });
        total += booking.total;
        break;
      }
      case 'hotel': {
        const [booking] = await db
          .select()
          .from(hotelBookings)
          .where(eq(hotelBookings.publicId, entry.hotel_data.bookingId));
        if (!booking) throw bookingNotFound(where);
        await payingFor(where, { service: 'hotel', bookingId: booking.id });
        total += booking.total;
        break;
      }
      case 'holiday': {
        const [booking] = await db
          .select()
          .from(holidayBookings)
          .where(eq(holidayBookings.publicId, entry.holiday_data.bookingId));
        if (!booking) throw bookingNotFound(where);
        await payingFor(where, { service: 'holiday', bookingId: booking.id });
        total += booking.total;
        break;
      }
      case 'makruzz': {
        const data = entry.makruzz_cData;
        requireWithinHorizon(`${where}.makruzz_cData.travel_date`, data.travel_date, now);
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
          throw seatsTaken(`${where}: Makruzz ${cls.title} class has only ${Math.max(0, left)} seats left`);
        }
        const adults = entry.passengers.filter((p) => !isInfantAge(Number(p.age))).length;
        total += makruzzTripAmount(cls.price, MAKRUZZ_PORT_FEE, adults);
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
        requireWithinHorizon(`${where}.nautika_data.tripId`, toIsoDate(trip.date), now);
        const sold = await soldOn(db, 'nautika', [String(data.tripId)]);
        const seen = new Set<string>();
        let adults = 0;
        let infants = 0;
        for (const passenger of entry.passengers) {
          if (isInfantAge(passenger.age)) {
            infants += 1;
            if (passenger.seat !== '')
              throw new HttpError(400, `${where}.passengers: infants under 2 have no seat`);
            continue;
          }
          adults += 1;
          if (passenger.seat === '')
            throw new HttpError(400, `${where}.passengers: every passenger aged 2 or more needs a seat`);
          const id = `${passenger.tier}:${passenger.seat}`;
          if (seen.has(id))
            throw new HttpError(400, `${where}.passengers: seat ${passenger.seat} is listed twice`);
          seen.add(id);
          const seat = (passenger.tier === 'P' ? trip.seats.pClass : trip.seats.bClass)[passenger.seat];
          if (!seat) throw new HttpError(400, `${where}.passengers: seat ${passenger.seat} does not exist`);
          const taken =
            sold.get(slotKey(String(data.tripId), passenger.tier))?.seats.has(passenger.seat) ?? false;
          if (seat.booked || seat.blocked || taken) {
            throw seatsTaken(`${where}: Nautika seat ${passenger.seat} is no longer available`);
          }
        }
        const fare = entry.passengers[0]?.tier === 'B' ? trip.fares.royal : trip.fares.premium;
        if (entry.passengers.some((p) => p.tier !== entry.passengers[0]?.tier)) {
          throw new HttpError(400, `${where}.passengers: every passenger travels in one class`);
        }
        total += nautikaTripAmount(fare, trip.fares.infant, adults, infants);
        break;
      }
      case 'green ocean': {
        const data = entry.greenOceanData;
        const date = fromDmy(data.travel_date);
        requireWithinHorizon(`${where}.greenOceanData.travel_date`, toIsoDate(date), now);
        const sailing =
          routeNumber(data.from_id, data.dest_to) === data.route_id && !isPast(date, now)
            ? greenOceanSailings(data.from_id, data.dest_to, date).find((s) => s.ferryId === data.ship_id)
            : undefined;
        if (!sailing) throw notFound(`${where}: Green Ocean sailing not found`);
        const tripKey = greenOceanTripKey(date, sailing.routeId, sailing.ferryId);
        const [sold, holders] = await Promise.all([
          soldOn(db, 'green-ocean', [tripKey]),
          holdersOn(db, [tripKey], now),
        ]);
        // A seat under a live hold is sold only with that hold's token; an expired hold holds nothing.
        const holds = holders.get(slotKey(tripKey, String(data.class_id)));
        const payer = data.hold_token === undefined ? undefined : holderOf(data.hold_token);
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
            throw seatsTaken(`${where}: Green Ocean seat ${seat.seat_numbering} is no longer available`);
          }
          const holder = holds?.get(String(seatNo));
          if (holder !== undefined && holder !== payer) {
            throw seatsTaken(
              `${where}: Green Ocean seat ${seat.seat_numbering} is held by another traveller`,
            );
          }
        }
        const underTwo = data.passenger_age.filter(isInfantAge).length;
        if (underTwo !== data.number_of_infants) {
          throw new HttpError(
            400,
            `${where}.greenOceanData.number_of_infants: must be the number of passengers under 2 (${underTwo})`,
          );
        }
        total += greenOceanTripAmount(
          greenOceanFare(sailing.routeId, data.class_id),
          GREEN_OCEAN_FEES.infant,
          GREEN_OCEAN_FEES.portFeeInfant,
          data.number_of_adults,
          data.number_of_infants,
        );
        break;
      }
    }
  }
  return { total, bookings };
};
