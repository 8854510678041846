import { hotelStayPrice, type PricedRoom } from '@andaman/shared/rules/hotel-price';

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
