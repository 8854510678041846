import type { FerryContact, FerryPassenger } from '@andaman/shared/contracts/ferry-passengers';
import type {
  greenOceanPaymentEntrySchema,
  makruzzPaymentEntrySchema,
  nautikaPaymentEntrySchema,
  PaymentEntryInput,
  PaymentRequestInput,
} from '@andaman/shared/contracts/payment';
import type { z } from 'zod';
import type { FerryCart, GreenOceanTicket, MakruzzTicket, NautikaTicket } from '../../domain/cart';
import { orderedTickets } from '../../domain/cart-rules';
import { cartTotal } from '../../domain/pricing';
import { type PassengerCount, toDdMmYyyy } from '../../domain/search';

/** The travellers of a booking: adults first, then infants, each as payment entries carry them. */
export type BookingPassengers = { adults: FerryPassenger[]; infants: FerryPassenger[] };

const contactPart = (contact: FerryContact): FerryContact => ({
  c_name: contact.c_name,
  c_email: contact.c_email,
  c_mobile: contact.c_mobile,
  p_contact: contact.p_contact,
});

/**
 * Makruzz entry (rule ferry.payment.makruzz-entry): contact and sailing in `makruzz_cData`, then every
 * passenger.
 */
export function makruzzPaymentEntry(
  ticket: MakruzzTicket,
  contact: FerryContact,
  passengers: BookingPassengers,
): z.input<typeof makruzzPaymentEntrySchema> {
  const everyone = [...passengers.adults, ...passengers.infants];
  return {
    service: 'makruzz',
    makruzz_cData: {
      ...contactPart(contact),
      schedule_id: ticket.schedule_id,
      class_id: ticket.class_id,
      travel_date: ticket.travel_date,
      no_of_passenger: String(everyone.length),
      tc_check: true,
      c_remark: `${ticket.from} ${ticket.dTime} - ${ticket.aTime} ${ticket.to}`,
    },
    passengers: everyone,
  };
}

/** Tier letter of a Nautika class: P for pClass (Premium), B for bClass (Royal). */
export const nautikaTier = (classKey: NautikaTicket['classKey']): 'P' | 'B' =>
  classKey === 'pClass' ? 'P' : 'B';

/**
 * Nautika entry (rule ferry.payment.nautika-entry): trip identity and contact in `nautika_data`; each adult
 * with their seat in order, infants without a seat.
 */
export function nautikaPaymentEntry(
  ticket: NautikaTicket,
  contact: FerryContact,
  passengers: BookingPassengers,
): z.input<typeof nautikaPaymentEntrySchema> {
  const tier = nautikaTier(ticket.classKey);
  const toNautika = (passenger: FerryPassenger, seat: string) => ({
    name: passenger.name,
    age: passenger.age,
    gender: passenger.sex,
    nationality: passenger.nationality,
    passport: passenger.fpassport,
    tier,
    seat,
    isCancelled: 0 as const,
  });
  return {
    service: 'nautika',
    nautika_data: {
      nautika_id: ticket.nautika_id,
      tripId: ticket.tripId,
      vesselID: ticket.vesselID,
      from: ticket.fromCode as z.input<typeof nautikaPaymentEntrySchema>['nautika_data']['from'],
      to: ticket.toCode as z.input<typeof nautikaPaymentEntrySchema>['nautika_data']['to'],
      email: contact.c_email,
      phone: contact.c_mobile,
    },
    passengers: [
      ...passengers.adults.map((adult, index) => toNautika(adult, ticket.selected_seats[index] ?? '')),
      ...passengers.infants.map((infant) => toNautika(infant, '')),
    ],
  };
}

/**
 * Green Ocean entry (rule ferry.payment.green-ocean-entry): contact and sailing in `greenOceanData`, with one
 * array element per passenger (adults, then infants), one seat per adult, and the token of the seats' hold.
 */
export function greenOceanPaymentEntry(
  ticket: GreenOceanTicket,
  contact: FerryContact,
  passengers: BookingPassengers,
): z.input<typeof greenOceanPaymentEntrySchema> {
  const everyone = [...passengers.adults, ...passengers.infants];
  return {
    service: 'green ocean',
    greenOceanData: {
      ...contactPart(contact),
      ship_id: ticket.ship_id,
      from_id: ticket.from_id,
      dest_to: ticket.dest_to,
      route_id: ticket.route_id,
      class_id: ticket.class_id,
      number_of_adults: passengers.adults.length,
      number_of_infants: passengers.infants.length,
      passenger_prefix: everyone.map((p) => p.title),
      passenger_name: everyone.map((p) => p.name),
      passenger_age: everyone.map((p) => p.age),
      passenger_gender: everyone.map((p) => p.sex),
      passenger_nationality: everyone.map((p) => p.nationality),
      passenger_passport: everyone.map((p) => p.fpassport),
      passenger_expiry: everyone.map((p) => p.fexpdate),
      passenger_country: everyone.map((p) => p.fcountry),
      travel_date: toDdMmYyyy(ticket.travel_date),
      seat_id: [...ticket.seat_id],
      ...(ticket.hold_token ? { hold_token: ticket.hold_token } : {}),
    },
  };
}

/**
 * The `POST /payment` body of a ferry booking: the total (rule ferry.price.total), the contact's e-mail and
 * phone, and one entry per ticket in order-summary order.
 */
export function ferryPaymentRequest(
  cart: FerryCart,
  contact: FerryContact,
  passengers: BookingPassengers,
  counts: PassengerCount,
  returnOrigin?: string,
): PaymentRequestInput {
  const data: PaymentEntryInput[] = orderedTickets(cart).map(({ ticket }) => {
    if (ticket.service === 'makruzz') return makruzzPaymentEntry(ticket, contact, passengers);
    if (ticket.service === 'nautika') return nautikaPaymentEntry(ticket, contact, passengers);
    return greenOceanPaymentEntry(ticket, contact, passengers);
  });
  return {
    payment_gateway_data: {
      email: contact.c_email,
      phone: contact.c_mobile,
      amount: cartTotal(cart, counts),
    },
    data,
    ...(returnOrigin ? { return_origin: returnOrigin } : {}),
  };
}
