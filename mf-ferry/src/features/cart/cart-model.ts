import type { FerryService } from '@andaman/shared/contracts/ferry';
import { isRecord } from '../storage/persisted-atom';

/** What every selected ticket carries, whatever the operator (spec 001 §3 "Ferry ticket entry"). */
type TicketBase = {
  /** The leg (1-based) this ticket is for. */
  trip_no: number;
  /** Display names of the ports. */
  from: string;
  to: string;
  /** `YYYY-MM-DD`. */
  travel_date: string;
  shipName: string;
  /** Class title as shown (e.g. "Premium"). */
  class: string;
  /** Adult fare as shown, flat 50 included. */
  price: number;
  /** Infant fare as shown, flat 50 included (0 where infants travel free). */
  infantPrice: number;
  /** Port fee per adult as shown on the card. */
  portFee: number;
  /** Departure and arrival times as shown. */
  dTime: string;
  aTime: string;
};

/** A Makruzz ticket: no seats; the schedule and class identify it. */
export type MakruzzTicket = TicketBase & {
  service: 'makruzz';
  schedule_id: number;
  ship_id: number;
  class_id: number;
};

/** A Nautika ticket: trip identity, class key and the seat keys (`"3B"`), one per adult. */
export type NautikaTicket = TicketBase & {
  service: 'nautika';
  nautika_id: number;
  tripId: number;
  vesselID: number;
  classKey: 'pClass' | 'bClass';
  /** Nautika port codes of the trip. */
  fromCode: string;
  toCode: string;
  selected_seats: string[];
};

/** A Green Ocean ticket: ferry, route and class, and the seat numbers (`seat_no`) with their labels. */
export type GreenOceanTicket = TicketBase & {
  service: 'green ocean';
  ship_id: number;
  route_id: number;
  class_id: number;
  from_id: number;
  dest_to: number;
  seat_id: number[];
  seat_labels: string[];
};

/** Any selected ticket. */
export type FerryTicket = MakruzzTicket | NautikaTicket | GreenOceanTicket;

/** The cart: selected tickets in three operator groups, at most one ticket per leg overall. */
export type FerryCart = {
  makruzz: MakruzzTicket[];
  nautika: NautikaTicket[];
  greenOcean: GreenOceanTicket[];
};

/** The group a service's tickets live in. */
export const CART_GROUP: Record<FerryService, keyof FerryCart> = {
  makruzz: 'makruzz',
  nautika: 'nautika',
  'green ocean': 'greenOcean',
};

/** An empty cart. */
export const emptyCart = (): FerryCart => ({ makruzz: [], nautika: [], greenOcean: [] });

const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const hasBase = (value: Record<string, unknown>): boolean =>
  typeof value.trip_no === 'number' &&
  ['from', 'to', 'travel_date', 'shipName', 'class', 'dTime', 'aTime'].every(
    (key) => typeof value[key] === 'string',
  ) &&
  ['price', 'infantPrice', 'portFee'].every((key) => typeof value[key] === 'number');

/** Whether stored data is a ticket of the given service (guards what is read back from storage). */
export function isTicket(value: unknown, service: FerryService): boolean {
  if (!isRecord(value) || value.service !== service || !hasBase(value)) return false;
  switch (service) {
    case 'makruzz':
      return ['schedule_id', 'ship_id', 'class_id'].every((key) => typeof value[key] === 'number');
    case 'nautika':
      return (
        ['nautika_id', 'tripId', 'vesselID'].every((key) => typeof value[key] === 'number') &&
        (value.classKey === 'pClass' || value.classKey === 'bClass') &&
        typeof value.fromCode === 'string' &&
        typeof value.toCode === 'string' &&
        isStringArray(value.selected_seats)
      );
    case 'green ocean':
      return (
        ['ship_id', 'route_id', 'class_id', 'from_id', 'dest_to'].every(
          (key) => typeof value[key] === 'number',
        ) &&
        isNumberArray(value.seat_id) &&
        isStringArray(value.seat_labels)
      );
  }
}

/** Whether stored data is a cart. */
export function isCart(value: unknown): value is FerryCart {
  if (!isRecord(value)) return false;
  const groups: [keyof FerryCart, FerryService][] = [
    ['makruzz', 'makruzz'],
    ['nautika', 'nautika'],
    ['greenOcean', 'green ocean'],
  ];
  return groups.every(
    ([group, service]) =>
      Array.isArray(value[group]) && (value[group] as unknown[]).every((item) => isTicket(item, service)),
  );
}
