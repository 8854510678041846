import type {
  GreenOceanClass,
  GreenOceanRoute,
  MakruzzClass,
  MakruzzSchedule,
  NautikaSeatMap,
  NautikaTrip,
} from '@andaman/shared/contracts/ferry';
import type { GreenOceanTicket, MakruzzTicket, NautikaTicket } from '../domain/cart';

/** Test data builders: raw operator answers and cart tickets with overridable fields. */

export const makruzzClass = (overrides: Partial<MakruzzClass> = {}): MakruzzClass => ({
  ship_class_id: 11,
  ship_class_title: 'Premium',
  ship_class_price: 1500,
  modified_ship_class_price: 1600,
  seat: 40,
  is_active: 1,
  is_deleted: 0,
  ...overrides,
});

export const makruzzSchedule = (overrides: Partial<MakruzzSchedule> = {}): MakruzzSchedule => ({
  id: 501,
  ship_id: 7,
  ship_title: 'makruzz_gold',
  display_name: 'Makruzz Gold',
  travel_date: '2030-06-15',
  departure_time: '08:00:00',
  arrival_time: '09:30:00',
  source_name: 'PB-Port Blair',
  destination_name: 'HL-Havelock',
  psf: 75,
  classes: [makruzzClass()],
  ...overrides,
});

export const nautikaSeats = (keys: Record<string, 'open' | 'booked' | 'blocked'>): NautikaSeatMap =>
  Object.fromEntries(
    Object.entries(keys).map(([key, state]) => [
      key,
      { isBooked: state === 'booked' ? 1 : 0, isBlocked: state === 'blocked' ? 1 : 0 },
    ]),
  ) as NautikaSeatMap;

export const nautikaTrip = (overrides: Partial<NautikaTrip> = {}): NautikaTrip => ({
  id: 901,
  tripId: 31,
  vesselID: 2,
  from: 'Port Blair',
  to: 'Swaraj Dweep',
  date: '15-06-2030',
  dTime: { hour: 7, minute: 5 },
  aTime: { hour: 8, minute: 45 },
  fares: { pBaseFare: 1800, modifiedpBaseFare: 1900, bBaseFare: 2400, modifiedbBaseFare: 0, infantFare: 300 },
  pClass: nautikaSeats({ '1A': 'open', '1B': 'booked', '1C': 'blocked', '1D': 'open', '2A': 'open' }),
  bClass: nautikaSeats({ '1A': 'open', '1B': 'open' }),
  ...overrides,
});

export const greenOceanClass = (overrides: Partial<GreenOceanClass> = {}): GreenOceanClass => ({
  class_id: 1,
  class_name: 'Economy',
  seat_available: 20,
  adult_seat_rate: 1200,
  modified_adult_seat_rate: 1250,
  infant_seat_rate: 100,
  port_fee: 50,
  port_fee_infant: 20,
  port_fee_status: 1,
  is_port_fee_included: 0,
  gst_status: 0,
  cgst: 0,
  ugst: 0,
  ...overrides,
});

export const greenOceanRoute = (overrides: Partial<GreenOceanRoute> = {}): GreenOceanRoute => ({
  route_id: 3,
  ferry_id: 1,
  ferry_name: 'Green Ocean 1',
  departure: '10:30',
  arraival: '12:00',
  classes: [greenOceanClass()],
  ...overrides,
});

const ticketBase = {
  from: 'Port Blair',
  to: 'Havelock',
  travel_date: '2030-06-15',
  shipName: 'Ship',
  class: 'Premium',
  dTime: '8:00 AM',
  aTime: '9:30 AM',
};

export const makruzzTicket = (overrides: Partial<MakruzzTicket> = {}): MakruzzTicket => ({
  ...ticketBase,
  service: 'makruzz',
  trip_no: 1,
  price: 1650,
  infantPrice: 0,
  portFee: 75,
  schedule_id: 501,
  ship_id: 7,
  class_id: 11,
  ...overrides,
});

export const nautikaTicket = (overrides: Partial<NautikaTicket> = {}): NautikaTicket => ({
  ...ticketBase,
  service: 'nautika',
  trip_no: 2,
  price: 1950,
  infantPrice: 350,
  portFee: 50,
  nautika_id: 901,
  tripId: 31,
  vesselID: 2,
  classKey: 'pClass',
  fromCode: 'Swaraj Dweep',
  toCode: 'Shaheed Dweep',
  selected_seats: ['1A', '1D'],
  ...overrides,
});

export const greenOceanTicket = (overrides: Partial<GreenOceanTicket> = {}): GreenOceanTicket => ({
  ...ticketBase,
  service: 'green ocean',
  trip_no: 3,
  price: 1300,
  infantPrice: 170,
  portFee: 50,
  ship_id: 1,
  route_id: 3,
  class_id: 1,
  from_id: 3,
  dest_to: 1,
  seat_id: [1, 2],
  seat_labels: ['1A', '1B'],
  ...overrides,
});
