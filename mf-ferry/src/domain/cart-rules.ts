import type { FerryCart, FerryTicket, GreenOceanTicket, MakruzzTicket, NautikaTicket } from './cart';

/** The cart without any ticket for leg `tripNo`, in every group. */
export function withoutLeg(cart: FerryCart, tripNo: number): FerryCart {
  return {
    makruzz: cart.makruzz.filter((ticket) => ticket.trip_no !== tripNo),
    nautika: cart.nautika.filter((ticket) => ticket.trip_no !== tripNo),
    greenOcean: cart.greenOcean.filter((ticket) => ticket.trip_no !== tripNo),
  };
}

/**
 * Adds a leg's selection: the leg's previous selection (in whichever operator group) is removed before
 * the new ticket is added (rule ferry.leg.replace), so a leg is never booked twice.
 */
export function selectLegTicket(cart: FerryCart, ticket: FerryTicket): FerryCart {
  const rest = withoutLeg(cart, ticket.trip_no);
  switch (ticket.service) {
    case 'makruzz':
      return { ...rest, makruzz: [...rest.makruzz, ticket] };
    case 'nautika':
      return { ...rest, nautika: [...rest.nautika, ticket] };
    case 'green ocean':
      return { ...rest, greenOcean: [...rest.greenOcean, ticket] };
  }
}

/** Whether no ticket is selected in any of the three groups. */
export const isCartEmpty = (cart: FerryCart): boolean =>
  cart.makruzz.length === 0 && cart.nautika.length === 0 && cart.greenOcean.length === 0;

/**
 * The tickets in order-summary order: Makruzz first, then Nautika, then Green Ocean
 * (rule ferry.checkout.summary), each group by leg; `number` counts consecutively from 1.
 */
export function orderedTickets(cart: FerryCart): { number: number; ticket: FerryTicket }[] {
  const byLeg = <T extends FerryTicket>(tickets: T[]): T[] =>
    [...tickets].sort((a, b) => a.trip_no - b.trip_no);
  const tickets: FerryTicket[] = [
    ...byLeg<MakruzzTicket>(cart.makruzz),
    ...byLeg<NautikaTicket>(cart.nautika),
    ...byLeg<GreenOceanTicket>(cart.greenOcean),
  ];
  return tickets.map((ticket, index) => ({ number: index + 1, ticket }));
}

/**
 * The tickets in the order the traveller sails them (rule ferry.checkout.summary): by travel date, then by
 * leg; `number` counts consecutively from 1.
 */
export function ticketsInTravelOrder(cart: FerryCart): { number: number; ticket: FerryTicket }[] {
  return orderedTickets(cart)
    .map(({ ticket }) => ticket)
    .sort((a, b) => a.travel_date.localeCompare(b.travel_date) || a.trip_no - b.trip_no)
    .map((ticket, index) => ({ number: index + 1, ticket }));
}

/** Which operators have tickets in the cart (the wallet check asks only for those). */
export function operatorsInCart(cart: FerryCart): {
  makruzz: boolean;
  nautika: boolean;
  greenOcean: boolean;
} {
  return {
    makruzz: cart.makruzz.length > 0,
    nautika: cart.nautika.length > 0,
    greenOcean: cart.greenOcean.length > 0,
  };
}

/**
 * Nautika seats already chosen in the cart for the same trip and class by another leg: they are shown
 * disabled on the seat map (rule ferry.seats.nautika-disabled). The current leg's own earlier choice is not
 * counted, because advancing replaces it.
 */
export function nautikaSeatsInCart(
  cart: FerryCart,
  trip: { tripId: number; vesselID: number; classKey: NautikaTicket['classKey'] },
  currentTripNo: number,
): Set<string> {
  const seats = new Set<string>();
  for (const ticket of cart.nautika) {
    if (
      ticket.trip_no !== currentTripNo &&
      ticket.tripId === trip.tripId &&
      ticket.vesselID === trip.vesselID &&
      ticket.classKey === trip.classKey
    ) {
      for (const seat of ticket.selected_seats) seats.add(seat);
    }
  }
  return seats;
}
