import type { TransactionType } from '@andaman/shared/contracts/payment';
import { findPort, PORTS } from '@andaman/shared/data/ports';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  activityBookings,
  holidayBookings,
  holidayPackages,
  hotelBookings,
  hotels,
  type payments,
  roomTypes,
} from '../../db/schema';
import {
  countOf,
  type MailAddresses,
  type MailMessage,
  type PaidItemView,
  paymentConfirmationEmail,
  shownDay,
} from '../../mail/messages';
import {
  fromDmy,
  GREEN_OCEAN_CLASS_PLANS,
  greenOceanSailings,
  makruzzSailingById,
  nautikaSailingById,
  toIsoDate,
} from '../ferry-operators/timetable';
import type { PaymentItem } from './items';

type PaymentRow = typeof payments.$inferSelect;

const portName = (id: number) => findPort(id)?.label ?? `port ${id}`;
const nautikaPortName = (code: string) => PORTS.find((p) => p.code === code)?.label ?? code;
const hhmm = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The notice of each operator about when tickets come (rule ferry.results.notice). */
const INSTANT = 'Instant booking: your e-tickets follow shortly.';
const WITHIN_HOURS = 'Get tickets in 3-4 business hours.';

/** One item of a payment as the traveller reads it in the confirmation, with when it happens (for ordering). */
const itemView = async (db: Db, entry: PaymentItem): Promise<PaidItemView & { when: string }> => {
  switch (entry.service) {
    case 'activity': {
      const id = entry.activity_data.bookingId;
      const [row] = await db
        .select({ booking: activityBookings, name: activities.name })
        .from(activityBookings)
        .innerJoin(activities, eq(activities.id, activityBookings.activityId))
        .where(eq(activityBookings.publicId, id));
      return {
        when: row?.booking.startDate ?? '',
        title: row?.name ?? 'Activity',
        details: [
          ['Date', row ? shownDay(row.booking.startDate) : ''],
          ['Participants', row ? countOf(row.booking.clientCount, 'person', 'people') : ''],
          ['Booked for', row?.booking.clientName ?? ''],
        ],
      };
    }
    case 'hotel': {
      const [row] = await db
        .select({ booking: hotelBookings, hotel: hotels.name, room: roomTypes.name })
        .from(hotelBookings)
        .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
        .innerJoin(roomTypes, eq(roomTypes.id, hotelBookings.roomTypeId))
        .where(eq(hotelBookings.publicId, entry.hotel_data.bookingId));
      return {
        when: row?.booking.checkIn ?? '',
        title: row ? `${row.hotel}, ${row.room}` : 'Hotel stay',
        details: row
          ? [
              ['Check-in', shownDay(row.booking.checkIn)],
              ['Check-out', shownDay(row.booking.checkOut)],
              ['Guests', countOf(row.booking.guestCount, 'guest')],
            ]
          : [],
      };
    }
    case 'holiday': {
      const [row] = await db
        .select({ booking: holidayBookings, name: holidayPackages.name })
        .from(holidayBookings)
        .innerJoin(holidayPackages, eq(holidayPackages.id, holidayBookings.holidayPackageId))
        .where(eq(holidayBookings.publicId, entry.holiday_data.bookingId));
      return {
        when: row?.booking.checkIn ?? '',
        title: row?.name ?? 'Holiday package',
        details: row
          ? [
              ['Start date', shownDay(row.booking.checkIn)],
              ['Guests', countOf(row.booking.guestCount, 'guest')],
            ]
          : [],
      };
    }
    case 'makruzz': {
      const data = entry.makruzz_cData;
      const sailing = makruzzSailingById(data.schedule_id);
      const cls = sailing?.classes.find((k) => k.classId === data.class_id);
      return {
        when: `${data.travel_date} ${sailing?.departure ?? ''}`,
        title: `Makruzz: ${sailing ? `${portName(sailing.from)} to ${portName(sailing.to)}` : 'ferry'}`,
        details: [
          ['Date', shownDay(data.travel_date)],
          ['Departure', sailing?.departure.slice(0, 5) ?? ''],
          ['Class', cls?.title ?? ''],
          ['Passengers', entry.passengers.map((p) => p.name).join(', ')],
        ],
        note: INSTANT,
      };
    }
    case 'nautika': {
      const data = entry.nautika_data;
      const trip = nautikaSailingById(data.tripId);
      const day = trip ? toIsoDate(trip.date) : '';
      return {
        when: `${day} ${trip ? hhmm(trip.dTime.hour, trip.dTime.minute) : ''}`,
        title: `Nautika: ${nautikaPortName(data.from)} to ${nautikaPortName(data.to)}`,
        details: [
          ['Date', day ? shownDay(day) : ''],
          ['Departure', trip ? hhmm(trip.dTime.hour, trip.dTime.minute) : ''],
          ['Class', entry.passengers[0]?.tier === 'B' ? 'Royal' : 'Premium'],
          [
            'Passengers',
            entry.passengers.map((p) => (p.seat ? `${p.name} (seat ${p.seat})` : p.name)).join(', '),
          ],
        ],
        note: INSTANT,
      };
    }
    case 'green ocean': {
      const data = entry.greenOceanData;
      const date = fromDmy(data.travel_date);
      const sailing = greenOceanSailings(data.from_id, data.dest_to, date).find(
        (s) => s.ferryId === data.ship_id,
      );
      return {
        when: `${toIsoDate(date)} ${sailing?.departure ?? ''}`,
        title: `Green Ocean: ${portName(data.from_id)} to ${portName(data.dest_to)}`,
        details: [
          ['Date', shownDay(toIsoDate(date))],
          ['Departure', sailing?.departure ?? ''],
          ['Class', GREEN_OCEAN_CLASS_PLANS.find((k) => k.id === data.class_id)?.name ?? ''],
          ['Passengers', data.passenger_name.join(', ')],
        ],
        note: WITHIN_HOURS,
      };
    }
  }
};

/**
 * The confirmation of a completed payment, to the address it was paid with: every item, in travel order, with
 * what the traveller needs (date, time, class, names and seats). Reads the bookings with `db`, the settling
 * transaction.
 */
export const paymentConfirmation = async (
  db: Db,
  payment: PaymentRow,
  addresses: MailAddresses,
  paidAt: Date,
): Promise<MailMessage> => {
  const items: (PaidItemView & { when: string })[] = [];
  // One query at a time: they share the settling transaction's connection.
  for (const entry of payment.items as PaymentItem[]) items.push(await itemView(db, entry));
  items.sort((a, b) => (a.when < b.when ? -1 : a.when > b.when ? 1 : 0));
  return paymentConfirmationEmail(
    payment.email,
    {
      reference: payment.reference ?? '',
      transactionId: payment.id,
      type: payment.transactionType as TransactionType,
      amount: payment.amount,
      paidAt,
      items: items.map(({ when: _when, ...item }) => item),
    },
    addresses,
  );
};
