/**
 * The hotel pages keep their state in the URL (rule hotels.search.delay, rule hotels.checkout.query): the
 * search (`locationId`, `checkIn`, `checkOut`, `guests`, `pricePerNight`), the category filter (repeated
 * `category`), the page, the detail tab and the checkout's computed query. Parsing is lenient: a bad value
 * reads as absent.
 */
import { HOTEL_CATEGORIES, type HotelCategory } from '@andaman/shared/contracts/hotel-categories';
import {
  dayParam,
  intParam,
  listParam,
  oneOfParam,
  type ParamValues,
  readUrlParams,
  textParam,
  type UrlParams,
  withFallback,
} from '@andaman/shared/contracts/url-params';
import { hotelStayPrice, type PricedRoom } from '@andaman/shared/rules/hotel-price';

/** Page sizes (rule hotels.trending.page-size, rule hotels.results.page-size). */
export const TRENDING_PAGE_SIZE = 9;
export const SEARCH_PAGE_SIZE = 10;

const searchParams = {
  locationId: intParam(1),
  checkIn: dayParam(),
  checkOut: dayParam(),
  guests: intParam(),
  pricePerNight: intParam(),
};

/** The search as the URL holds it. */
export type HotelSearchQuery = Partial<ParamValues<typeof searchParams>>;

/** The search part of a URL. */
export const readSearch = (params: URLSearchParams): HotelSearchQuery => readUrlParams(searchParams, params);

const categoryParams = { category: listParam() };

/** The chosen categories (`All` or nothing means every category). */
export function readCategories(params: URLSearchParams): HotelCategory[] {
  const chosen = new Set(readUrlParams(categoryParams, params).category);
  return HOTEL_CATEGORIES.filter((category) => chosen.has(category));
}

const pageParams = { page: withFallback(intParam(1), 1) };

/** The 1-based page (default 1). */
export const readPage = (params: URLSearchParams): number => readUrlParams(pageParams, params).page;

/** `/hotels/:hotelId`: the hotel id, a positive whole number, else none. */
export const hotelParams = { hotelId: intParam(1) };

/** The hotel id of a detail page's route parameters. */
export const readHotelId = (params: UrlParams): number | undefined =>
  readUrlParams(hotelParams, params).hotelId;

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

const tabParams = { tab: withFallback(oneOfParam(DETAIL_TABS.map((item) => item.key)), 'rooms') };

/** The detail tab of a URL: `rooms` unless `tab` names another. */
export const readTab = (params: URLSearchParams): DetailTab => readUrlParams(tabParams, params).tab;

/** The query with another detail tab. */
export function withTab(params: URLSearchParams, tab: DetailTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('tab', tab);
  return next;
}

/** The detail page's stay: dates, guests and rooms (room count defaults to 1). */
export type Stay = { checkIn?: string; checkOut?: string; guests?: number; roomCount: number };

const stayParams = {
  checkIn: searchParams.checkIn,
  checkOut: searchParams.checkOut,
  guests: searchParams.guests,
  roomCount: withFallback(intParam(1), 1),
};

/** The stay in a detail URL. */
export const readStay = (params: URLSearchParams): Stay => readUrlParams(stayParams, params);

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
 * The checkout URL of Book Now: the search parameters, plus roomId, roomCount, hotelName, roomCapacity,
 * extraGuestCount, extraGuestCharge, effectivePrice and total, the charge of one night for the rooms and
 * guests (rule hotels.price.per-room-night).
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
  const price = hotelStayPrice(room, stay);
  next.set('extraGuestCount', String(price.extraGuests));
  next.set('extraGuestCharge', String(room.extraPersonCharge));
  next.set('effectivePrice', String(price.roomPrice));
  next.set('total', String(price.perNight));
  return `/hotels/checkout?${next.toString()}`;
}

const checkoutParams = {
  ...stayParams,
  roomId: intParam(1),
  hotelName: withFallback(textParam(), ''),
  roomCapacity: intParam(1),
  extraGuestCount: withFallback(intParam(), 0),
  extraGuestCharge: withFallback(intParam(), 0),
  effectivePrice: withFallback(intParam(), 0),
  total: withFallback(intParam(), 0),
};

/** The checkout query: the stay, the room and the Book Now figures (rule hotels.checkout.query). */
export type CheckoutQuery = ParamValues<typeof checkoutParams>;

/** The checkout page's query. */
export const readCheckout = (params: URLSearchParams): CheckoutQuery => readUrlParams(checkoutParams, params);
