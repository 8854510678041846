/**
 * A hotel as the list's cards show it (rule hotels.trending.heading, rule hotels.results.heading): the
 * list is cached as cards, so a first view rendered per request carries them, not every hotel's rooms,
 * policies and long description.
 */
import type { Hotel } from '@andaman/shared/contracts/hotels';

/** What a card, and the list's structured data, read of a hotel. */
export type HotelCardModel = Pick<Hotel, 'id' | 'name' | 'bannerImage' | 'rating' | 'shortDescription'> & {
  location: Pick<Hotel['location'], 'name'>;
  /** The first room type's prices: the card's "starts from" price; absent without rooms. */
  firstRoom?: Pick<Hotel['roomTypes'][number], 'basePrice' | 'discountPrice'>;
};

/** A page of a hotel list, as the cards it shows, with the list's totals. */
export type HotelCardPage = { cards: HotelCardModel[]; meta: { total: number; page: number; limit: number } };

/** The card of `hotel`. */
export function hotelCard(hotel: Hotel): HotelCardModel {
  const room = hotel.roomTypes[0];
  return {
    id: hotel.id,
    name: hotel.name,
    bannerImage: hotel.bannerImage,
    rating: hotel.rating,
    shortDescription: hotel.shortDescription,
    location: { name: hotel.location.name },
    ...(room ? { firstRoom: { basePrice: room.basePrice, discountPrice: room.discountPrice } } : {}),
  };
}

/** A page of `GET /hotels` as cards. */
export const hotelCardPage = (page: { data: Hotel[]; meta: HotelCardPage['meta'] }): HotelCardPage => ({
  cards: page.data.map(hotelCard),
  meta: page.meta,
});
