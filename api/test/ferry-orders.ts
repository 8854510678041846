import { greenOceanSeatMap } from '@andaman/shared/contracts/ferry';
import type { PaymentRequestInput } from '@andaman/shared/contracts/payment';
import {
  type CalendarDate,
  GREEN_OCEAN_FEES,
  greenOceanFare,
  greenOceanSailings,
  greenOceanSeatPrebooked,
  greenOceanTripKey,
  MAKRUZZ_PORT_FEE,
  makruzzSailings,
  nautikaSailings,
  toDmy,
  toIsoDate,
} from '../src/features/ferry-operators/timetable';
import { greenOceanTripAmount, makruzzTripAmount, nautikaTripAmount } from '../src/features/payments/amounts';

// Ferry payments built from the operators' own timetables (Port Blair to Havelock), priced as the server
// prices them, so a scenario can aim many of them at the same last places.

const contact = {
  c_name: 'Fault Lane',
  c_email: 'faults@example.com',
  c_mobile: '9876543210',
  p_contact: '',
};
const gateway = (amount: number) => ({ amount, email: contact.c_email, phone: contact.c_mobile });
const adult = (n: number) => ({
  title: 'Mr' as const,
  name: `Traveller ${n + 1}`,
  age: 30,
  sex: 'male' as const,
  nationality: 'India-Indian',
});

/** The second Makruzz sailing's Royal class (12 places, active) on `date`: its id and the seats the timetable left. */
export const makruzzRoyal = (date: CalendarDate) => {
  const sailing = makruzzSailings(1, 2, date)[1];
  const royal = sailing?.classes.find((c) => c.classId === 3);
  if (!sailing || !royal) throw new Error('no Makruzz Royal class on the second sailing');
  return {
    scheduleId: sailing.scheduleId,
    seatsLeft: royal.seatsLeft,
    /** A payment for `passengers` adults in that class. */
    payment: (passengers: number): PaymentRequestInput => ({
      payment_gateway_data: gateway(makruzzTripAmount(royal.price, MAKRUZZ_PORT_FEE, passengers)),
      data: [
        {
          service: 'makruzz',
          makruzz_cData: {
            ...contact,
            schedule_id: sailing.scheduleId,
            class_id: royal.classId,
            travel_date: toIsoDate(date),
            no_of_passenger: passengers,
            tc_check: true,
            c_remark: 'fault lane',
          },
          passengers: Array.from({ length: passengers }, (_, n) => adult(n)),
        },
      ],
    }),
  };
};

/** The first Nautika trip's first `count` Premium seats still free in the timetable, and a payment for them. */
export const nautikaSeats = (date: CalendarDate, count: number) => {
  const trip = nautikaSailings(1, 2, date)[0];
  if (!trip) throw new Error('no Nautika trip');
  const seats = Object.entries(trip.seats.pClass)
    .filter(([, seat]) => !seat.booked && !seat.blocked)
    .slice(0, count)
    .map(([key]) => key);
  const payment: PaymentRequestInput = {
    payment_gateway_data: gateway(nautikaTripAmount(trip.fares.premium, trip.fares.infant, count, 0)),
    data: [
      {
        service: 'nautika',
        nautika_data: {
          nautika_id: trip.tripId,
          tripId: trip.tripId,
          vesselID: trip.vesselId,
          from: 'Port Blair',
          to: 'Swaraj Dweep',
          email: contact.c_email,
          phone: contact.c_mobile,
        },
        passengers: seats.map((seat, n) => ({
          name: `Traveller ${n + 1}`,
          age: 30,
          gender: 'male' as const,
          nationality: 'Indian',
          passport: '',
          tier: 'P' as const,
          seat,
          isCancelled: 0 as const,
        })),
      },
    ],
  };
  return { tripId: String(trip.tripId), seats, payment };
};

/** Green Ocean's per-passenger arrays (one element per traveller, adults then infants). */
export const greenOceanPassengerArrays = (
  travellers: { title: string; name: string; age: number; sex: string }[],
) => ({
  passenger_prefix: travellers.map((t) => t.title),
  passenger_name: travellers.map((t) => t.name),
  passenger_age: travellers.map((t) => t.age),
  passenger_gender: travellers.map((t) => t.sex as 'male' | 'female'),
  passenger_nationality: travellers.map(() => 'Indian'),
  passenger_passport: travellers.map(() => ''),
  passenger_expiry: travellers.map(() => ''),
  passenger_country: travellers.map(() => ''),
});

/** Ferry 1's first `count` Premium (class 2) seats still free in the timetable, and a payment for them. */
export const greenOceanSeats = (date: CalendarDate, count: number) => {
  const sailing = greenOceanSailings(1, 2, date).find((s) => s.ferryId === 1);
  if (!sailing) throw new Error('no Green Ocean ferry 1 sailing');
  const classId = 2;
  const tripKey = greenOceanTripKey(date, sailing.routeId, sailing.ferryId);
  const seats = (greenOceanSeatMap(1, classId) ?? [])
    .flat()
    .flatMap((cell) => (cell ? [cell.seat_no] : []))
    .filter((seatNo) => !greenOceanSeatPrebooked(tripKey, 1, classId, seatNo))
    .slice(0, count);
  if (seats.length < count) throw new Error(`only ${seats.length} Green Ocean seats left on ${tripKey}`);
  const where = { from_id: 1, dest_to: 2, route_id: sailing.routeId, ship_id: 1, class_id: classId };
  const travellers = seats.map((_, n) => adult(n));
  const payment = (holdToken?: string): PaymentRequestInput => ({
    payment_gateway_data: gateway(
      greenOceanTripAmount(
        greenOceanFare(sailing.routeId, classId),
        GREEN_OCEAN_FEES.infant,
        GREEN_OCEAN_FEES.portFeeInfant,
        count,
        0,
      ),
    ),
    data: [
      {
        service: 'green ocean',
        greenOceanData: {
          ...contact,
          ...where,
          travel_date: toDmy(date),
          number_of_adults: count,
          number_of_infants: 0,
          ...greenOceanPassengerArrays(travellers),
          seat_id: seats,
          ...(holdToken ? { hold_token: holdToken } : {}),
        },
      },
    ],
  });
  return { tripKey, seats, payment, seatBlock: { ...where, travel_date: toDmy(date), seat_id: seats } };
};
