/**
 * The cart: the selected tickets, one per leg, in three operator groups (rule ferry.entity.ticket). The
 * schemas are the one source of the types and check what comes back from storage.
 */
import type { FerryService } from '@andaman/shared/contracts/ferry';
import { z } from 'zod';

/** What every selected ticket carries, whatever the operator. */
const ticketBaseSchema = z.object({
  /** The leg (1-based) this ticket is for. */
  trip_no: z.number().int().min(1),
  /** Display names of the ports. */
  from: z.string(),
  to: z.string(),
  /** `YYYY-MM-DD`. */
  travel_date: z.string(),
  shipName: z.string(),
  /** Class title as shown (e.g. "Premium"). */
  class: z.string(),
  /** Adult fare as shown, flat 50 included. */
  price: z.number(),
  /** Infant fare as shown, flat 50 included (0 where infants travel free). */
  infantPrice: z.number(),
  /** Port fee per person as charged for this ticket. */
  portFee: z.number(),
  /** Departure and arrival times as shown. */
  dTime: z.string(),
  aTime: z.string(),
});

/** A Makruzz ticket: no seats; the schedule and class identify it. */
export const makruzzTicketSchema = ticketBaseSchema.extend({
  service: z.literal('makruzz'),
  schedule_id: z.number(),
  ship_id: z.number(),
  class_id: z.number(),
});
export type MakruzzTicket = z.infer<typeof makruzzTicketSchema>;

/** A Nautika ticket: trip identity, class key and the seat keys (`"3B"`), one per adult. */
export const nautikaTicketSchema = ticketBaseSchema.extend({
  service: z.literal('nautika'),
  nautika_id: z.number(),
  tripId: z.number(),
  vesselID: z.number(),
  classKey: z.enum(['pClass', 'bClass']),
  /** Nautika port codes of the trip. */
  fromCode: z.string(),
  toCode: z.string(),
  selected_seats: z.array(z.string()),
});
export type NautikaTicket = z.infer<typeof nautikaTicketSchema>;

/**
 * A Green Ocean ticket: ferry, route and class, the seat numbers (`seat_no`) with their labels, and the token of
 * their hold when the hold succeeded.
 */
export const greenOceanTicketSchema = ticketBaseSchema.extend({
  service: z.literal('green ocean'),
  ship_id: z.number(),
  route_id: z.number(),
  class_id: z.number(),
  from_id: z.number(),
  dest_to: z.number(),
  seat_id: z.array(z.number()),
  seat_labels: z.array(z.string()),
  /** The token of the seats' hold, sent with the payment (the held seats are sold only with it). */
  hold_token: z.string().optional(),
});
export type GreenOceanTicket = z.infer<typeof greenOceanTicketSchema>;

/** Any selected ticket. */
export type FerryTicket = MakruzzTicket | NautikaTicket | GreenOceanTicket;

/** The cart: selected tickets in three operator groups, at most one ticket per leg overall. */
export const ferryCartSchema = z.object({
  makruzz: z.array(makruzzTicketSchema),
  nautika: z.array(nautikaTicketSchema),
  greenOcean: z.array(greenOceanTicketSchema),
});
export type FerryCart = z.infer<typeof ferryCartSchema>;

/** The group a service's tickets live in. */
export const CART_GROUP: Record<FerryService, keyof FerryCart> = {
  makruzz: 'makruzz',
  nautika: 'nautika',
  'green ocean': 'greenOcean',
};

/** An empty cart. */
export const emptyCart = (): FerryCart => ({ makruzz: [], nautika: [], greenOcean: [] });
