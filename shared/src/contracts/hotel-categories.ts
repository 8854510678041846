import { z } from 'zod';

/** Hotel categories, in the order the filter lists them. */
export const HOTEL_CATEGORIES = ['STANDARD', 'DELUXE', 'SUPER_DELUXE', 'PREMIUM', 'LUXURY'] as const;
/** A hotel category. */
export const hotelCategorySchema = z.enum(HOTEL_CATEGORIES);
/** A hotel category. */
export type HotelCategory = z.infer<typeof hotelCategorySchema>;
