/**
 * What a hotel stay costs, priced per room per night (rule hotels.price.per-room-night). The room card,
 * View Details, the checkout summary, its breakdown, its Total Payable and the API's stored total all come
 * from {@link hotelStayPrice}, so they cannot disagree.
 */
import { effectivePrice } from './currency';

/** What the price rules need of a room type. */
export type PricedRoom = {
  basePrice: number;
  discountPrice: number;
  roomCapacity: number;
  extraPersonCharge: number;
};

/** The stay being priced; without dates it is priced for one night. */
export type PricedStay = {
  guests: number;
  roomCount: number;
  checkIn?: string | undefined;
  checkOut?: string | undefined;
};

/** One night of "Your Payment Breakdown": its rows add up to the Total Payable. */
export type PricedNight = {
  /** The night's date, `YYYY-MM-DD` (empty without a check-in). */
  date: string;
  /** Room price × rooms. */
  roomCharge: number;
  /** Extra guests × the extra-guest charge. */
  extraGuestCharge: number;
  /** The night's charge: room charge + extra-guest charge. */
  charge: number;
};

/** Every figure a page shows for a stay. */
export type HotelStayPrice = {
  /** The room's price per room per night (rule hotels.effective-price). */
  roomPrice: number;
  rooms: number;
  /** Guests beyond the capacity of all the rooms (rule hotels.extra-guests). */
  extraGuests: number;
  /** The charge per extra guest per night. */
  extraGuestCharge: number;
  /** One night for the chosen rooms and guests: what the card and View Details show per night. */
  perNight: number;
  nights: number;
  breakdown: PricedNight[];
  /** Total Payable: perNight × nights, the sum of the breakdown. */
  total: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const dayStart = (isoDate: string): number =>
  Date.parse(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);

/** Nights = ceil of the day difference between check-out and check-in, at least 1 (rule hotels.nights). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const start = dayStart(checkIn);
  const end = dayStart(checkOut);
  if (Number.isNaN(start) || Number.isNaN(end)) return 1;
  return Math.max(1, Math.ceil((end - start) / DAY_MS));
}

/** A count the price can use: a whole number, at least `min`. */
const wholeAtLeast = (value: number, min: number): number =>
  Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min;

/**
 * Prices a stay per room per night (rule hotels.price.per-room-night): each night costs the room price ×
 * rooms plus the guests beyond the capacity of all the rooms × the extra-guest charge; Total Payable is that
 * × nights, and the breakdown has one row per night that adds up to it.
 */
export function hotelStayPrice(room: PricedRoom, stay: PricedStay): HotelStayPrice {
  const roomPrice = effectivePrice(room.basePrice, room.discountPrice);
  const rooms = wholeAtLeast(stay.roomCount, 1);
  const guests = wholeAtLeast(stay.guests, 0);
  const extraGuests = Math.max(0, guests - room.roomCapacity * rooms);
  const roomCharge = roomPrice * rooms;
  const extraGuestCharge = extraGuests * room.extraPersonCharge;
  const perNight = roomCharge + extraGuestCharge;
  const nights = stay.checkIn && stay.checkOut ? nightsBetween(stay.checkIn, stay.checkOut) : 1;
  const start = stay.checkIn ? dayStart(stay.checkIn) : Number.NaN;
  const breakdown = Array.from({ length: nights }, (_, index) => ({
    date: Number.isNaN(start) ? '' : new Date(start + index * DAY_MS).toISOString().slice(0, 10),
    roomCharge,
    extraGuestCharge,
    charge: perNight,
  }));
  return {
    roomPrice,
    rooms,
    extraGuests,
    extraGuestCharge: room.extraPersonCharge,
    perNight,
    nights,
    breakdown,
    total: breakdown.reduce((sum, night) => sum + night.charge, 0),
  };
}
