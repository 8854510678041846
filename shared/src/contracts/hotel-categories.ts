// No schema here: the hotel and package pages read the categories (the filter, the address, a label) on
// their first load, and a schema would bring a schema library with them. The contracts that validate a
// category build theirs from `HOTEL_CATEGORIES`.

/** Hotel categories, in the order the filter lists them. */
export const HOTEL_CATEGORIES = ['STANDARD', 'DELUXE', 'SUPER_DELUXE', 'PREMIUM', 'LUXURY'] as const;
/** A hotel category. */
export type HotelCategory = (typeof HOTEL_CATEGORIES)[number];

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
