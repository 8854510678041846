import { z } from 'zod';

/** Hotel categories, in the order the filter lists them. */
export const HOTEL_CATEGORIES = ['STANDARD', 'DELUXE', 'SUPER_DELUXE', 'PREMIUM', 'LUXURY'] as const;
/** A hotel category. */
export const hotelCategorySchema = z.enum(HOTEL_CATEGORIES);
/** A hotel category. */
export type HotelCategory = z.infer<typeof hotelCategorySchema>;

/** A category as people name it: `SUPER_DELUXE` → "Super Deluxe" (rule hotels.categories.names). */
export const hotelCategoryLabel = (category: string): string =>
  category
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** "Deluxe · Sea View": a room's category as people name it, with its custom category when there is one. */
export const roomCategoryLabel = (room: { category: string; customCategory?: string | null }): string =>
  room.customCategory
    ? `${hotelCategoryLabel(room.category)} · ${room.customCategory}`
    : hotelCategoryLabel(room.category);
