import type { FerryLeg, Trip, TripStatus } from '@andaman/shared/contracts/trips';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  activityBookings,
  bookingReferences,
  holidayBookings,
  holidayPackages,
  hotelBookings,
  hotels,
  locations,
  paidBookings,
  payments,
  roomTypes,
} from '../../db/schema';
import {
  fromDmy,
  GREEN_OCEAN_CLASS_PLANS,
  greenOceanSailings,
  makruzzSailingById,
  nautikaSailingById,
  PORT_NAMES,
  toIsoDate,
} from '../ferry-operators/timetable';
import type { PaymentItem } from '../payments/items';

const pad = (n: number) => String(n).padStart(2, '0');
const clockText = ({ hour, minute }: { hour: number; minute: number }) => `${pad(hour)}:${pad(minute)}`;
const port = (id: number | undefined) => (id === undefined ? '' : (PORT_NAMES[id] ?? ''));
const day = (isoDateOrDateTime: string) => isoDateOrDateTime.slice(0, 10);

/** One ferry item as a leg of the trip, from the operator's timetable (none for items that are not ferries). */
const legOf = (item: PaymentItem): FerryLeg | undefined => {
  switch (item.service) {
    case 'makruzz': {
      const data = item.makruzz_cData;
      const sailing = makruzzSailingById(data.schedule_id);
      return {
        operator: 'makruzz',
        from: port(sailing?.from),
        to: port(sailing?.to),
        date: data.travel_date,
        departure: sailing?.departure.slice(0, 5) ?? '',
        arrival: sailing?.arrival.slice(0, 5) ?? '',
        vessel: sailing?.displayName ?? 'Makruzz',
        className: sailing?.classes.find((c) => c.classId === data.class_id)?.title ?? '',
        passengers: data.no_of_passenger,
        seats: [],
      };
    }
    case 'nautika': {
      const trip = nautikaSailingById(item.nautika_data.tripId);
      const seats = item.passengers.map((p) => p.seat).filter((seat) => seat !== '');
      return {
        operator: 'nautika',
        from: port(trip?.from),
        to: port(trip?.to),
        date: trip ? toIsoDate(trip.date) : '',
        departure: trip ? clockText(trip.dTime) : '',
        arrival: trip ? clockText(trip.aTime) : '',
        vessel: `Nautika ${item.nautika_data.vesselID}`,
        className: item.passengers[0]?.tier === 'B' ? 'Royal' : 'Premium',
        passengers: item.passengers.length,
        seats,
      };
    }
    case 'green ocean': {
      const data = item.greenOceanData;
      const date = fromDmy(data.travel_date);
      const sailing = greenOceanSailings(data.from_id, data.dest_to, date).find(
        (s) => s.ferryId === data.ship_id,
      );
      return {
        operator: 'green-ocean',
        from: port(data.from_id),
        to: port(data.dest_to),
        date: toIsoDate(date),
        departure: sailing?.departure ?? '',
        arrival: sailing?.arrival ?? '',
        vessel: `Green Ocean ${data.ship_id}`,
        className: GREEN_OCEAN_CLASS_PLANS.find((c) => c.id === data.class_id)?.name ?? '',
        passengers: data.number_of_adults + data.number_of_infants,
        seats: data.seat_id.map(String),
      };
    }
    default:
      return undefined;
  }
};

/** The legs of a ferry purchase in travel order (date, then departure), whatever order they were paid in. */
export const ferryLegs = (items: readonly PaymentItem[]): FerryLeg[] =>
  items
    .map(legOf)
    .filter((leg): leg is FerryLeg => leg !== undefined)
    .sort((a, b) => `${a.date} ${a.departure}`.localeCompare(`${b.date} ${b.departure}`));

/** Who travels on a ferry purchase (its first leg's passengers) and who booked it. */
export const ferryPeople = (items: readonly PaymentItem[]): { contactName: string; travellers: string[] } => {
  const first = items[0];
  switch (first?.service) {
    case 'makruzz':
      return { contactName: first.makruzz_cData.c_name, travellers: first.passengers.map((p) => p.name) };
    case 'green ocean':
      return { contactName: first.greenOceanData.c_name, travellers: first.greenOceanData.passenger_name };
    case 'nautika': {
      const travellers = first.passengers.map((p) => p.name);
      return { contactName: travellers[0] ?? '', travellers };
    }
    default:
      return { contactName: '', travellers: [] };
  }
};

/** A payment's status as a trip's (rule trips.status). */
export const paymentTripStatus = (status: string | undefined): TripStatus => {
  if (status === 'COMPLETED') return 'paid';
  if (status === 'FAILED') return 'payment-failed';
  return 'awaiting-payment';
};

/** Where a booking paid separately stands: paid, else what its latest payment came to, else `unpaid`. */
const bookingStatus = async (
  db: Db,
  booking: { service: 'activity' | 'hotel' | 'holiday'; id: number; reference: string },
  unpaid: TripStatus,
): Promise<TripStatus> => {
  const [paid] = await db
    .select({ id: paidBookings.bookingId })
    .from(paidBookings)
    .where(and(eq(paidBookings.service, booking.service), eq(paidBookings.bookingId, booking.id)));
  if (paid) return 'paid';
  const [latest] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.reference, booking.reference))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return latest?.status === 'FAILED' ? 'payment-failed' : unpaid;
};

/**
 * The booking with this reference as its owner reads it (rule trips.api.read), or `undefined`. Whether the
 * asker may read it is decided before (`isOwner`, or the lookup by e-mail).
 */
export const readTrip = async (db: Db, reference: string): Promise<Trip | undefined> => {
  const [registered] = await db
    .select()
    .from(bookingReferences)
    .where(eq(bookingReferences.reference, reference));
  if (!registered) return undefined;
  const createdAt = registered.createdAt.toISOString();
  switch (registered.kind) {
    case 'ferry': {
      const [payment] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
      if (!payment) return undefined;
      const items = payment.items as PaymentItem[];
      return {
        kind: 'ferry',
        reference,
        status: paymentTripStatus(payment.status),
        amount: payment.amount,
        createdAt,
        contactEmail: payment.email,
        ...ferryPeople(items),
        legs: ferryLegs(items),
      };
    }
    case 'activity': {
      const [row] = await db
        .select({ booking: activityBookings, activity: activities, location: locations })
        .from(activityBookings)
        .innerJoin(activities, eq(activities.id, activityBookings.activityId))
        .innerJoin(locations, eq(locations.id, activities.locationId))
        .where(eq(activityBookings.reference, reference));
      if (!row) return undefined;
      const { booking } = row;
      return {
        kind: 'activity',
        reference,
        status: await bookingStatus(
          db,
          { service: 'activity', id: booking.id, reference },
          'awaiting-payment',
        ),
        amount: booking.total,
        createdAt,
        contactName: booking.clientName,
        contactEmail: booking.clientEmail,
        activityName: row.activity.name,
        location: row.location.name,
        date: day(booking.startDate),
        participants: booking.clientCount,
      };
    }
    case 'hotel': {
      const [row] = await db
        .select({ booking: hotelBookings, room: roomTypes, hotel: hotels })
        .from(hotelBookings)
        .innerJoin(roomTypes, eq(roomTypes.id, hotelBookings.roomTypeId))
        .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
        .where(eq(hotelBookings.reference, reference));
      if (!row) return undefined;
      const { booking } = row;
      return {
        kind: 'hotel',
        reference,
        status: await bookingStatus(db, { service: 'hotel', id: booking.id, reference }, 'requested'),
        amount: booking.total,
        createdAt,
        contactName: booking.contact.contactName ?? '',
        contactEmail: booking.contact.contactEmail ?? '',
        hotelName: row.hotel.name,
        roomName: row.room.name,
        checkIn: day(booking.checkIn),
        checkOut: day(booking.checkOut),
        nights: booking.nights,
        rooms: booking.roomCount,
        guests: booking.guestCount,
      };
    }
    case 'holiday': {
      const [row] = await db
        .select({ booking: holidayBookings, pkg: holidayPackages })
        .from(holidayBookings)
        .innerJoin(holidayPackages, eq(holidayPackages.id, holidayBookings.holidayPackageId))
        .where(eq(holidayBookings.reference, reference));
      if (!row) return undefined;
      const { booking } = row;
      return {
        kind: 'holiday',
        reference,
        status: await bookingStatus(db, { service: 'holiday', id: booking.id, reference }, 'requested'),
        amount: booking.total,
        createdAt,
        contactName: booking.contact.contactName ?? '',
        contactEmail: booking.contact.contactEmail ?? '',
        packageName: row.pkg.name,
        checkIn: day(booking.checkIn),
        nights: row.pkg.nights,
        guests: booking.guestCount,
      };
    }
  }
};
