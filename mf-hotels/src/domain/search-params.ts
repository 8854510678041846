/**
 * The hotel pages keep their state in the URL (rule hotels.search.delay, rule hotels.checkout.query): the
 * search (`locationId`, `checkIn`, `checkOut`, `guests`, `pricePerNight`), the category filter (repeated
 * `category`), the page, the detail tab and the checkout's computed query. Parsing is lenient: a bad value
 * reads as absent.
 */
import { HOTEL_CATEGORIES, type HotelCategory } from '@andaman/shared/contracts/hotel-categories';
import { bookNowTotal, extraGuestsFor, type PricedRoom, roomEffectivePrice } from './pricing';

/** Page sizes (rule hotels.trending.page-size, rule hotels.results.page-size). */
export const TRENDING_PAGE_SIZE = 9;
export const SEARCH_PAGE_SIZE = 10;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
};
const nonNegativeInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
};
const isoDate = (value: string | null): string | undefined =>
  value !== null && ISO_DATE.test(value.slice(0, 10)) ? value.slice(0, 10) : undefined;

/** The search as the URL holds it. */
export type HotelSearchQuery = {
  locationId?: number;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  pricePerNight?: number;
};

/** The search part of a URL. */
export function readSearch(params: URLSearchParams): HotelSearchQuery {
  return {
    locationId: positiveInt(params.get('locationId')),
    checkIn: isoDate(params.get('checkIn')),
    checkOut: isoDate(params.get('checkOut')),
    guests: nonNegativeInt(params.get('guests')),
    pricePerNight: nonNegativeInt(params.get('pricePerNight')),
  };
}

/** The chosen categories (`All` or nothing means every category). */
export function readCategories(params: URLSearchParams): HotelCategory[] {
  const chosen = new Set(params.getAll('category'));
  return HOTEL_CATEGORIES.filter((category) => chosen.has(category));
}

/** The 1-based page (default 1). */
export const readPage = (params: URLSearchParams): number => positiveInt(params.get('page')) ?? 1;

/** The URL of a submitted search form: `/hotels?locationId&checkIn&checkOut&guests[&pricePerNight]`. */
export function searchPath(search: {
  locationId: string | number;
  checkIn: string;
  checkOut: string;
  guests: number;
  pricePerNight?: number;
}): string {
  const params = new URLSearchParams({
    locationId: String(search.locationId),
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    guests: String(search.guests),
  });
  if (search.pricePerNight !== undefined) params.set('pricePerNight', String(search.pricePerNight));
  return `/hotels?${params.toString()}`;
}

/**
 * The query with the category filter replaced: `All` (or nothing) clears it, otherwise one `category`
 * per choice; the page goes back to 1.
 */
export function withCategories(params: URLSearchParams, categories: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('category');
  next.delete('page');
  if (!categories.includes('All')) {
    for (const category of HOTEL_CATEGORIES)
      if (categories.includes(category)) next.append('category', category);
  }
  return next;
}

/** The query with another page (page 1 drops the parameter). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** Search results page only when the total exceeds one page of 10; trending whenever over 9. */
export const showsPagination = (total: number, pageSize: number): boolean => total > pageSize;

/** Detail tabs, chosen by `tab` (rooms by default). */
export const DETAIL_TABS = [
  { key: 'rooms', label: 'Rooms' },
  { key: 'privacy-policy', label: 'Privacy & Policy' },
  { key: 'must-read-rules', label: 'Rules' },
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number]['key'];

/** The detail tab of a URL: `rooms` unless `tab` names another. */
export function readTab(params: URLSearchParams): DetailTab {
  const tab = params.get('tab');
  return DETAIL_TABS.find((item) => item.key === tab)?.key ?? 'rooms';
}

/** The query with another detail tab. */
export function withTab(params: URLSearchParams, tab: DetailTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('tab', tab);
  return next;
}

/** The detail page's stay: dates, guests and rooms (room count defaults to 1). */
export type Stay = { checkIn?: string; checkOut?: string; guests?: number; roomCount: number };

/** The stay in a detail URL. */
export function readStay(params: URLSearchParams): Stay {
  const search = readSearch(params);
  return {
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    guests: search.guests,
    roomCount: positiveInt(params.get('roomCount')) ?? 1,
  };
}

/** The query with the update bar's values written. */
export function withStay(
  params: URLSearchParams,
  stay: { checkIn: string; checkOut: string; guests: number; roomCount: number },
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('checkIn', stay.checkIn);
  next.set('checkOut', stay.checkOut);
  next.set('guests', String(stay.guests));
  next.set('roomCount', String(stay.roomCount));
  return next;
}

/** Whether Book Now can go on: check-in, check-out and guests are in the URL. */
export const stayIsComplete = (
  stay: Stay,
): stay is Stay & { checkIn: string; checkOut: string; guests: number } =>
  stay.checkIn !== undefined && stay.checkOut !== undefined && stay.guests !== undefined;

/** A room as Book Now needs it. */
export type BookableRoom = PricedRoom & { id: number };

/**
 * The checkout URL of Book Now: the search parameters, plus roomId, roomCount, hotelName,
 * roomCapacity, extraGuestCount, extraGuestCharge, effectivePrice and total (the Book Now total).
 */
export function checkoutPath(
  params: URLSearchParams,
  hotelName: string,
  room: BookableRoom,
  stay: Stay & { checkIn: string; checkOut: string; guests: number },
): string {
  const next = new URLSearchParams(params);
  next.delete('tab');
  next.set('roomId', String(room.id));
  next.set('checkIn', stay.checkIn);
  next.set('checkOut', stay.checkOut);
  next.set('guests', String(stay.guests));
  next.set('roomCount', String(stay.roomCount));
  next.set('hotelName', hotelName);
  next.set('roomCapacity', String(room.roomCapacity));
  next.set('extraGuestCount', String(extraGuestsFor(room.roomCapacity, stay.guests)));
  next.set('extraGuestCharge', String(room.extraPersonCharge));
  next.set('effectivePrice', String(roomEffectivePrice(room)));
  next.set('total', String(bookNowTotal(room, stay.guests)));
  return `/hotels/checkout?${next.toString()}`;
}

/** The checkout query (rule hotels.checkout.query). */
export type CheckoutQuery = {
  roomId?: number;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
  roomCount: number;
  hotelName: string;
  roomCapacity?: number;
  extraGuestCount: number;
  extraGuestCharge: number;
  effectivePrice: number;
  total: number;
};

/** The checkout page's query. */
export function readCheckout(params: URLSearchParams): CheckoutQuery {
  const search = readSearch(params);
  return {
    roomId: positiveInt(params.get('roomId')),
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    guests: search.guests,
    roomCount: positiveInt(params.get('roomCount')) ?? 1,
    hotelName: params.get('hotelName') ?? '',
    roomCapacity: positiveInt(params.get('roomCapacity')),
    extraGuestCount: nonNegativeInt(params.get('extraGuestCount')) ?? 0,
    extraGuestCharge: nonNegativeInt(params.get('extraGuestCharge')) ?? 0,
    effectivePrice: nonNegativeInt(params.get('effectivePrice')) ?? 0,
    total: nonNegativeInt(params.get('total')) ?? 0,
  };
}
