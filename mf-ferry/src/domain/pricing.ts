import type { FerryCart, FerryTicket } from './cart';
import { orderedTickets } from './cart-rules';
import type { PassengerCount } from './search';

/**
 * The flat amount added to each ferry fare shown: adult price, class price and infant price
 * (rule ferry.price.flat-50).
 */
export const FLAT_FARE_ADDITION = 50;

/**
 * Port fee per person (adult and infant) of Nautika and Green Ocean, as shown at checkout
 * (rule ferry.price.port-fee).
 */
export const FIXED_PORT_FEE = 50;

/** A fare as shown: the operator's fare plus the flat 50. */
export const shownFare = (operatorFare: number): number => operatorFare + FLAT_FARE_ADDITION;

/**
 * Port fee of one trip: Makruzz charges the ticket's port fee per adult and nothing for infants; Nautika
 * and Green Ocean a fixed 50 per person, adults and infants alike (rule ferry.price.port-fee).
 */
export function tripPortFee(ticket: FerryTicket, passengers: PassengerCount): number {
  if (ticket.service === 'makruzz') return ticket.portFee * passengers.adults;
  return FIXED_PORT_FEE * (passengers.adults + passengers.children);
}

/**
 * Price of one trip:
 * - Makruzz: (price + portFee) × adults (infants travel free; rule ferry.price.makruzz);
 * - Nautika: price × adults + infantPrice × children + 50 × (adults + children)
 *   (rule ferry.price.nautika);
 * - Green Ocean: price × adults + infantPrice × children (rule ferry.price.green-ocean).
 */
export function tripPrice(ticket: FerryTicket, passengers: PassengerCount): number {
  const { adults, children } = passengers;
  switch (ticket.service) {
    case 'makruzz':
      return (ticket.price + ticket.portFee) * adults;
    case 'nautika':
      return ticket.price * adults + ticket.infantPrice * children + FIXED_PORT_FEE * (adults + children);
    case 'green ocean':
      return ticket.price * adults + ticket.infantPrice * children;
  }
}

/** One line of a trip's price breakdown in the order summary. */
export type PriceLine = { label: string; amount: number };

/** The lines that add up to `tripPrice` (what the order summary shows under each trip). */
export function tripPriceLines(ticket: FerryTicket, passengers: PassengerCount): PriceLine[] {
  const { adults, children } = passengers;
  const lines: PriceLine[] = [{ label: `Adult fare × ${adults}`, amount: ticket.price * adults }];
  if (ticket.service !== 'makruzz' && children > 0) {
    lines.push({ label: `Infant fare × ${children}`, amount: ticket.infantPrice * children });
  }
  if (ticket.service !== 'green ocean') {
    const people = ticket.service === 'makruzz' ? adults : adults + children;
    lines.push({ label: `Port fee × ${people}`, amount: tripPortFee(ticket, passengers) });
  }
  return lines;
}

/** The total of the cart: the sum of its trip prices (rule ferry.price.total). */
export function cartTotal(cart: FerryCart, passengers: PassengerCount): number {
  return orderedTickets(cart).reduce((sum, { ticket }) => sum + tripPrice(ticket, passengers), 0);
}
