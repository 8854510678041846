import { type HotelStayPrice, hotelStayPrice, type PricedRoom } from '@andaman/shared/rules/hotel-price';
import type { CheckoutQuery } from './search-params';

/**
 * One night for the chosen rooms and guests, as the room card and View Details show it (rule
 * hotels.price.per-room-night), with the same night at the base price to strike through when discounted.
 */
export function nightPrices(room: PricedRoom, guests: number, roomCount: number) {
  const stay = { guests, roomCount };
  return {
    perNight: hotelStayPrice(room, stay).perNight,
    basePerNight: hotelStayPrice({ ...room, discountPrice: 0 }, stay).perNight,
    discounted: room.discountPrice > 0,
  };
}

/**
 * The checkout's price (rule hotels.price.per-room-night): the stay priced on the loaded room type, else on
 * the figures Book Now put in the address.
 */
export function checkoutPrice(query: CheckoutQuery, room: PricedRoom | undefined): HotelStayPrice {
  const priced = room ?? {
    basePrice: query.effectivePrice,
    discountPrice: 0,
    roomCapacity: query.roomCapacity ?? 0,
    extraPersonCharge: query.extraGuestCharge,
  };
  return hotelStayPrice(priced, {
    guests: query.guests ?? 0,
    roomCount: query.roomCount,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
  });
}
