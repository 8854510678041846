/**
 * What a booking says to its owner, as pure functions of the trip (rule trips.page, rule trips.thank-you):
 * its title, the rows of what was booked, its status in words and what happens next.
 */
import type { FerryLeg, FerryOperator, Trip } from '@andaman/shared/contracts/trips';
import { formatRupees } from '@andaman/shared/rules/currency';
import { countOf, formatClock, formatDay } from '@andaman/shared/rules/display-format';

const OPERATOR_NAMES: Record<FerryOperator, string> = {
  makruzz: 'Makruzz',
  nautika: 'Nautika',
  'green-ocean': 'Green Ocean',
};

/** When each operator's tickets come (rule ferry.results.notice). */
export const TICKET_NOTICES: Record<FerryOperator, string> = {
  makruzz: 'Instant booking: your e-tickets follow shortly.',
  nautika: 'Instant booking: your e-tickets follow shortly.',
  'green-ocean': 'Tickets within 3–4 business hours.',
};

/** A ferry leg in one line: `Green Ocean: Port Blair to Swaraj Dweep`. */
export const legTitle = (leg: FerryLeg): string =>
  `${OPERATOR_NAMES[leg.operator]}: ${leg.from} to ${leg.to}`;

/** What was booked, in a few words. */
export function tripTitle(trip: Trip): string {
  switch (trip.kind) {
    case 'ferry':
      return trip.legs.length === 1 && trip.legs[0]
        ? legTitle(trip.legs[0])
        : `Ferry: ${countOf(trip.legs.length, 'trip')}`;
    case 'activity':
      return trip.activityName;
    case 'hotel':
      return `${trip.hotelName}, ${trip.roomName}`;
    case 'holiday':
      return trip.packageName;
  }
}

/** One row of the details: a label and its value. */
export type DetailRow = readonly [label: string, value: string];

/** A ferry leg's rows: date, departure and arrival, vessel, class, passengers and seats. */
export const legRows = (leg: FerryLeg): DetailRow[] => [
  ['Date', formatDay(leg.date)],
  ['Departs', leg.departure ? formatClock(leg.departure) : '—'],
  ['Arrives', leg.arrival ? formatClock(leg.arrival) : '—'],
  ['Vessel', leg.vessel],
  ['Class', leg.className],
  ['Passengers', countOf(leg.passengers, 'passenger')],
  ...(leg.seats.length > 0 ? [['Seats', leg.seats.join(', ')] as const] : []),
];

/** The rows of what was booked (a ferry's legs have their own rows, `legRows`). */
export function tripRows(trip: Trip): DetailRow[] {
  const common: DetailRow[] = [
    ['Booked by', trip.contactName],
    ['Amount', formatRupees(trip.amount)],
  ];
  switch (trip.kind) {
    case 'ferry':
      return [['Travellers', trip.travellers.join(', ')], ...common];
    case 'activity':
      return [
        ['Activity', trip.activityName],
        ['Where', trip.location],
        ['Date', formatDay(trip.date)],
        ['Participants', countOf(trip.participants, 'participant')],
        ...common,
      ];
    case 'hotel':
      return [
        ['Hotel', trip.hotelName],
        ['Room', trip.roomName],
        ['Check-in', formatDay(trip.checkIn)],
        ['Check-out', formatDay(trip.checkOut)],
        ['Nights', String(trip.nights)],
        ['Rooms', countOf(trip.rooms, 'room')],
        ['Guests', countOf(trip.guests, 'guest')],
        ...common,
      ];
    case 'holiday':
      return [
        ['Package', trip.packageName],
        ['Start date', formatDay(trip.checkIn)],
        ['Duration', `${countOf(trip.nights, 'night')}, ${countOf(trip.nights + 1, 'day')}`],
        ['Guests', countOf(trip.guests, 'guest')],
        ...common,
      ];
  }
}

/** Where the booking stands, in words (rule trips.page). */
export function statusText(trip: Trip): string {
  switch (trip.status) {
    case 'paid':
      return 'Paid';
    case 'requested':
      return 'Request received: an island expert will call you to confirm';
    case 'awaiting-payment':
      return 'Waiting for payment';
    case 'payment-failed':
      return 'Payment failed';
  }
}

/** What happens next for this booking. */
export function nextSteps(trip: Trip): string[] {
  if (trip.status === 'payment-failed' || trip.status === 'awaiting-payment') {
    return ['This booking is not paid. Book again from the site, or contact us and quote the reference.'];
  }
  switch (trip.kind) {
    case 'ferry': {
      const operators = [...new Set(trip.legs.map((leg) => leg.operator))];
      return [
        ...operators.map((operator) => `${OPERATOR_NAMES[operator]}: ${TICKET_NOTICES[operator]}`),
        'Your e-tickets are sent to the e-mail address you gave at checkout.',
        'Carry your tickets (printed or on your phone) and a valid photo ID for every traveller to the jetty.',
      ];
    }
    case 'activity':
      return [
        'A confirmation with your booking details is sent to your e-mail address.',
        'Our team will contact you on the phone number you gave to confirm the timing and meeting point.',
        'Keep your voucher handy on the day of the activity.',
      ];
    case 'hotel':
    case 'holiday':
      return [
        'A confirmation is sent to your e-mail address.',
        'An island expert will call you to confirm availability and go through your stay, transfers and any special requests.',
        'Your vouchers and final itinerary follow by e-mail before you travel.',
      ];
  }
}
