// zod/mini, not classic zod: the hotel pages read the categories (the filter, the address) on their
// first load, and a classic schema here would bring classic zod with them.
import { z } from 'zod/mini';

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
