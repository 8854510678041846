import { idParamSchema } from '@andaman/shared/contracts/common';
import {
  hotelListQuerySchema,
  hotelListResponseSchema,
  hotelResponseSchema,
} from '@andaman/shared/contracts/hotels';
import { and, asc, count, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { hotels, locations, roomTypes } from '../../db/schema';
import { absoluteUrl, type Deps, imageOrigin } from '../../deps';
import { ok, okWith } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { readParam, readQuery } from '../../http/validation';

type HotelRow = typeof hotels.$inferSelect;
type RoomRow = typeof roomTypes.$inferSelect;

/** A room type as the API returns it. */
export const toRoomType = (origin: string, room: RoomRow) => ({
  id: room.id,
  hotelId: room.hotelId,
  name: room.name,
  images: room.images.map((path) => absoluteUrl(origin, path)),
  category: room.category,
  customCategory: room.customCategory,
  roomCapacity: room.roomCapacity,
  basePrice: room.basePrice,
  discountPrice: room.discountPrice,
  extraPersonCharge: room.extraPersonCharge,
  refundable: room.refundable,
  description: room.description,
  rules: room.rules,
});

const toHotel = (origin: string, hotel: HotelRow, locationName: string, rooms: RoomRow[]) => ({
  id: hotel.id,
  name: hotel.name,
  bannerImage: absoluteUrl(origin, hotel.bannerImage),
  rating: hotel.rating,
  locationId: hotel.locationId,
  location: { id: hotel.locationId, name: locationName },
  shortDescription: hotel.shortDescription,
  description: hotel.description,
  longDescription: hotel.longDescription,
  category: hotel.category,
  pricePerNight: hotel.pricePerNight,
  images: hotel.images.map((path) => absoluteUrl(origin, path)),
  hotelImages: hotel.hotelImages.map((path) => absoluteUrl(origin, path)),
  points: hotel.points,
  policies: hotel.policies,
  rules: hotel.rules,
  roomTypes: rooms.map((room) => toRoomType(origin, room)),
});

const withRooms = async (db: Db, origin: string, rows: HotelRow[]) => {
  if (rows.length === 0) return [];
  const ids = rows.map((h) => h.id);
  const [rooms, places] = await Promise.all([
    db.select().from(roomTypes).where(inArray(roomTypes.hotelId, ids)).orderBy(asc(roomTypes.position)),
    db.select().from(locations),
  ]);
  const names = new Map(places.map((l) => [l.id, l.name]));
  return rows.map((hotel) =>
    toHotel(
      origin,
      hotel,
      names.get(hotel.locationId) ?? '',
      rooms.filter((room) => room.hotelId === hotel.id),
    ),
  );
};

/**
 * `GET /hotels` (paged, filtered), `GET /hotels/{id}`, `GET /hotels/rooms/{id}`. The list and the hotel
 * are checked with the schemas the site reads them by (`okWith`): the hotel pages read them on their
 * first load without checking them again.
 */
export const hotelRoutes = ({ db, config }: Deps) =>
  new Hono()
    .get('/hotels', async (c) => {
      const query = readQuery(c, hotelListQuerySchema);
      const filters: SQL[] = [];
      if (query.locationId !== undefined) filters.push(eq(hotels.locationId, query.locationId));
      if (query.pricePerNight !== undefined) filters.push(lte(hotels.pricePerNight, query.pricePerNight));
      if (query.category.length > 0) filters.push(inArray(hotels.category, query.category));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [totals] = await db.select({ total: count() }).from(hotels).where(where);
      const rows = await db
        .select()
        .from(hotels)
        .where(where)
        .orderBy(asc(hotels.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return okWith(c, hotelListResponseSchema, {
        data: await withRooms(db, imageOrigin(c, config), rows),
        meta: { total: totals?.total ?? 0, page: query.page, limit: query.limit },
      });
    })
    // Registered before /hotels/:id so "rooms" is not read as a hotel id.
    .get('/hotels/rooms/:id', async (c) => {
      const id = readParam(c, 'id', idParamSchema);
      const [room] = await db.select().from(roomTypes).where(eq(roomTypes.id, id));
      if (!room) throw notFound(`Room type ${id} not found`);
      const [hotel] = await db.select().from(hotels).where(eq(hotels.id, room.hotelId));
      if (!hotel) throw notFound(`Room type ${id} not found`);
      const origin = imageOrigin(c, config);
      return ok(c, {
        ...toRoomType(origin, room),
        Hotel: {
          id: hotel.id,
          name: hotel.name,
          bannerImage: absoluteUrl(origin, hotel.bannerImage),
          rating: hotel.rating,
        },
      });
    })
    .get('/hotels/:id', async (c) => {
      const id = readParam(c, 'id', idParamSchema);
      const rows = await db.select().from(hotels).where(eq(hotels.id, id));
      const [hotel] = await withRooms(db, imageOrigin(c, config), rows);
      if (!hotel) throw notFound(`Hotel ${id} not found`);
      return okWith(c, hotelResponseSchema, hotel);
    });
