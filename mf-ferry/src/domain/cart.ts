/**
 * The cart: the selected tickets, one per leg, in three operator groups (rule ferry.entity.ticket). The
 * guards are the one source of the types and check what comes back from storage (without zod: the
 * results page reads the cart on its first load).
 */
import type { FerryService } from '@andaman/shared/contracts/ferry-constants';
import {
  arrayOf,
  type Guarded,
  isInt,
  isNumber,
  isText,
  objectOf,
  oneOf,
} from '@andaman/shared/state/stored-shape';

/** What every selected ticket carries, whatever the operator. */
const ticketBase = {
  /** The leg (1-based) this ticket is for. */
  trip_no: isInt(1),
  /** Display names of the ports. */
  from: isText,
  to: isText,
  /** `YYYY-MM-DD`. */
  travel_date: isText,
  shipName: isText,
  /** Class title as shown (e.g. "Premium"). */
  class: isText,
  /** Adult fare as shown, flat 50 included. */
  price: isNumber,
  /** Infant fare as shown, flat 50 included (0 where infants travel free). */
  infantPrice: isNumber,
  /** Port fee per person as charged for this ticket. */
  portFee: isNumber,
  /** Departure and arrival times as shown. */
  dTime: isText,
  aTime: isText,
};

/** A Makruzz ticket: no seats; the schedule and class identify it. */
export const isMakruzzTicket = objectOf({
  ...ticketBase,
  service: oneOf('makruzz'),
  schedule_id: isNumber,
  ship_id: isNumber,
  class_id: isNumber,
});
export type MakruzzTicket = Guarded<typeof isMakruzzTicket>;

/** A Nautika ticket: trip identity, class key and the seat keys (`"3B"`), one per adult. */
export const isNautikaTicket = objectOf({
  ...ticketBase,
  service: oneOf('nautika'),
  nautika_id: isNumber,
  tripId: isNumber,
  vesselID: isNumber,
  classKey: oneOf('pClass', 'bClass'),
  /** Nautika port codes of the trip. */
  fromCode: isText,
  toCode: isText,
  selected_seats: arrayOf(isText),
});
export type NautikaTicket = Guarded<typeof isNautikaTicket>;

/**
 * A Green Ocean ticket: ferry, route and class, the seat numbers (`seat_no`) with their labels, and the token of
 * their hold when the hold succeeded.
 */
export const isGreenOceanTicket = objectOf(
  {
    ...ticketBase,
    service: oneOf('green ocean'),
    ship_id: isNumber,
    route_id: isNumber,
    class_id: isNumber,
    from_id: isNumber,
    dest_to: isNumber,
    seat_id: arrayOf(isNumber),
    seat_labels: arrayOf(isText),
  },
  {
    /** The token of the seats' hold, sent with the payment (the held seats are sold only with it). */
    hold_token: isText,
  },
);
export type GreenOceanTicket = Guarded<typeof isGreenOceanTicket>;

/** Any selected ticket. */
export type FerryTicket = MakruzzTicket | NautikaTicket | GreenOceanTicket;

/** The cart: selected tickets in three operator groups, at most one ticket per leg overall. */
export const isFerryCart = objectOf({
  makruzz: arrayOf(isMakruzzTicket),
  nautika: arrayOf(isNautikaTicket),
  greenOcean: arrayOf(isGreenOceanTicket),
});
export type FerryCart = Guarded<typeof isFerryCart>;

/** The group a service's tickets live in. */
export const CART_GROUP: Record<FerryService, keyof FerryCart> = {
  makruzz: 'makruzz',
  nautika: 'nautika',
  'green ocean': 'greenOcean',
};

/** An empty cart. */
export const emptyCart = (): FerryCart => ({ makruzz: [], nautika: [], greenOcean: [] });
