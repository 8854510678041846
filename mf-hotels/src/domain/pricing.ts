/**
 * The hotel price rules (rule hotels.nights, rule hotels.book-now-total and the rules beside them), as pure
 * functions: components call them, JSX does no arithmetic. They are the rules as first specified; the
 * price decision (rule hotels.price.per-room-night: per room per night everywhere) is not implemented yet.
 */
import { effectivePrice } from '@andaman/shared/rules/currency';

/** What a price rule needs of a room type. */
export type PricedRoom = {
  basePrice: number;
  discountPrice: number;
  roomCapacity: number;
  extraPersonCharge: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const dayStart = (isoDate: string): number =>
  Date.parse(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);

/** Nights = ceil of the day difference between check-out and check-in, at least 1. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const start = dayStart(checkIn);
  const end = dayStart(checkOut);
  if (Number.isNaN(start) || Number.isNaN(end)) return 1;
  return Math.max(1, Math.ceil((end - start) / DAY_MS));
}

/** The price a room is sold at: basePrice when discountPrice is 0, else discountPrice. */
export const roomEffectivePrice = (room: Pick<PricedRoom, 'basePrice' | 'discountPrice'>): number =>
  effectivePrice(room.basePrice, room.discountPrice);

/** Guests beyond the room's capacity: max(0, guests − capacity). */
export const extraGuestsFor = (capacity: number, guests: number): number => Math.max(0, guests - capacity);

/**
 * Book Now total: effective price × min(capacity, guests) + extra guests × extra charge.
 */
export function bookNowTotal(room: PricedRoom, guests: number): number {
  const extra = extraGuestsFor(room.roomCapacity, guests);
  return (
    roomEffectivePrice(room) * Math.min(room.roomCapacity, Math.max(0, guests)) +
    extra * room.extraPersonCharge
  );
}

/**
 * The price a room card shows: the effective price per room count, plus the guests beyond the
 * capacity of that many rooms at the extra charge.
 */
export function roomCardPrice(room: PricedRoom, guests: number, roomCount: number): number {
  const rooms = Math.max(1, Math.floor(roomCount));
  const extra = extraGuestsFor(room.roomCapacity * rooms, guests);
  return roomEffectivePrice(room) * rooms + extra * room.extraPersonCharge;
}

/** Per-day charge = effectivePrice + extraGuestCount × extraGuestCharge. */
export const perDayCharge = (effective: number, extraGuestCount: number, extraGuestCharge: number): number =>
  effective + extraGuestCount * extraGuestCharge;

/** Hotel checkout total payable = the total parameter × nights. */
export const totalPayable = (total: number, nights: number): number => total * nights;

/** One day of "Your Payment Breakdown". */
export type PaymentDay = {
  /** The night's date, `YYYY-MM-DD`. */
  date: string;
  roomCharge: number;
  extraGuestCharge: number;
  charge: number;
};

/** The per-day breakdown: one entry per night from check-in, each at the per-day charge. */
export function paymentBreakdown(
  checkIn: string,
  nights: number,
  effective: number,
  extraGuestCount: number,
  extraGuestCharge: number,
): PaymentDay[] {
  const start = dayStart(checkIn);
  return Array.from({ length: Math.max(0, nights) }, (_, index) => ({
    date: Number.isNaN(start) ? '' : new Date(start + index * DAY_MS).toISOString().slice(0, 10),
    roomCharge: effective,
    extraGuestCharge: extraGuestCount * extraGuestCharge,
    charge: perDayCharge(effective, extraGuestCount, extraGuestCharge),
  }));
}
