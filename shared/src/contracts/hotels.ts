import {
  apiResponse,
  idParamSchema,
  numberFromInput,
  pageNumberSchema,
  paginated,
} from '@andaman/shared/contracts/common';
import { HOTEL_CATEGORIES, type HotelCategory } from '@andaman/shared/contracts/hotel-categories';
import { hotelSearchMessages } from '@andaman/shared/contracts/hotel-search-messages';
import { z } from 'zod';

/** Room type of a hotel. `discountPrice` 0 means no discount. */
export const roomTypeSchema = z.object({
  id: z.number().int().positive(),
  hotelId: z.number().int().positive(),
  name: z.string(),
  images: z.array(z.string()),
  category: z.string(),
  customCategory: z.string().nullable(),
  roomCapacity: z.number().int().positive(),
  basePrice: z.number().nonnegative(),
  discountPrice: z.number().nonnegative(),
  extraPersonCharge: z.number().nonnegative(),
  refundable: z.boolean(),
  description: z.string(),
  rules: z.string(),
});
/** A room type. */
export type RoomType = z.infer<typeof roomTypeSchema>;

/** Room type with its hotel's banner and rating (`GET /api/hotels/rooms/{id}`). */
export const roomTypeWithHotelSchema = roomTypeSchema.extend({
  Hotel: z.object({
    id: z.number().int().positive(),
    name: z.string(),
    bannerImage: z.string(),
    rating: z.number().min(0).max(5),
  }),
});
/** A room type with its hotel summary. */
export type RoomTypeWithHotel = z.infer<typeof roomTypeWithHotelSchema>;

/** A hotel with its room types (the first room type gives the "starts from" price). */
export const hotelSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  bannerImage: z.string(),
  rating: z.number().min(0).max(5),
  locationId: z.number().int().positive(),
  location: z.object({ id: z.number().int().positive(), name: z.string() }),
  shortDescription: z.string(),
  description: z.string(),
  longDescription: z.string(),
  category: z.enum(HOTEL_CATEGORIES),
  pricePerNight: z.number().nonnegative(),
  images: z.array(z.string()),
  hotelImages: z.array(z.string()),
  points: z.array(z.string()),
  policies: z.string(),
  rules: z.string(),
  roomTypes: z.array(roomTypeSchema),
});
/** A hotel. */
export type Hotel = z.infer<typeof hotelSchema>;

/**
 * `GET /api/hotels` query. `category` may repeat (`?category=DELUXE&category=LUXURY`); `All` means no
 * filter. `pricePerNight` keeps hotels whose nightly price is at most that amount.
 */
export const hotelListQuerySchema = z.object({
  page: pageNumberSchema,
  limit: z.coerce.number().int().positive().max(100).default(10),
  locationId: idParamSchema.optional(),
  pricePerNight: z.coerce.number().int().nonnegative().max(10_000_000).optional(),
  category: z
    .preprocess(
      // Repeated (`?category=A&category=B`) or comma-joined (`?category=A,B`); both arrive as a list.
      (value) =>
        (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) =>
          typeof item === 'string' ? item.split(',').filter((part) => part !== '') : [item],
        ),
      z.array(z.enum([...HOTEL_CATEGORIES, 'All'])),
    )
    .transform((list) => list.filter((item): item is HotelCategory => item !== 'All')),
});
/** Parsed hotel list query. */
export type HotelListQuery = z.infer<typeof hotelListQuerySchema>;

/** `GET /api/hotels` → `{ success, data: { data: Hotel[], meta } }`. */
export const hotelListResponseSchema = apiResponse(paginated(hotelSchema));
/** `GET /api/hotels/{id}` → `{ success, data: Hotel }`. */
export const hotelResponseSchema = apiResponse(hotelSchema);
/** `GET /api/hotels/rooms/{id}` → `{ success, data: RoomTypeWithHotel }`. */
export const roomTypeResponseSchema = apiResponse(roomTypeWithHotelSchema);

/** Path parameter of `/api/hotels/{id}` and `/api/hotels/rooms/{id}`. */
export const hotelIdParamSchema = z.object({ id: idParamSchema });

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * Hotel search form (home and /hotels). Dates are ISO date strings (`YYYY-MM-DD`), compared as text,
 * which orders them correctly.
 */
export const hotelSearchFormSchema = z
  .object({
    locationId: requiredText(hotelSearchMessages.location),
    checkIn: requiredText(hotelSearchMessages.checkIn),
    checkOut: requiredText(hotelSearchMessages.checkOut),
    guests: numberFromInput(
      z.number({ error: hotelSearchMessages.guests }).int().min(1, hotelSearchMessages.guests),
    ),
    pricePerNight: numberFromInput(z.number().nonnegative().optional()),
  })
  .refine((v) => v.checkOut > v.checkIn, {
    path: ['checkOut'],
    message: hotelSearchMessages.checkOutAfterCheckIn,
    when: (payload) => payload.issues.length === 0,
  });
/** Hotel search form output. */
export type HotelSearchForm = z.infer<typeof hotelSearchFormSchema>;

/** The update-search bar on the hotel detail page. */
export const hotelUpdateSearchSchema = z
  .object({
    checkIn: requiredText(hotelSearchMessages.checkIn),
    checkOut: requiredText(hotelSearchMessages.checkOut),
    guests: numberFromInput(z.number({ error: hotelSearchMessages.updateGuests }).int().min(0)),
    roomCount: numberFromInput(
      z
        .number({ error: hotelSearchMessages.updateRoomCount })
        .int()
        .min(1, hotelSearchMessages.updateRoomCount),
    ),
  })
  .refine((v) => v.checkOut > v.checkIn, {
    path: ['checkOut'],
    message: hotelSearchMessages.updateCheckOutAfterCheckIn,
    when: (payload) => payload.issues.length === 0,
  });
/** Detail-page update bar output. */
export type HotelUpdateSearch = z.infer<typeof hotelUpdateSearchSchema>;
