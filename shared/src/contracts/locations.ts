// zod/mini: Home's destination search loads this list on its first view; classic zod would bring its
// JSON-schema code into Home's first load. Parse with `schema.parse(…)` as usual.
import { z } from 'zod/mini';

/** Location ids fixed by the product (rule site.locations). */
export const LOCATION_IDS = { portBlair: 1, havelock: 2, neil: 3 } as const;

/** A destination island or town: `{ id, name }`. */
export const locationSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
});
/** A destination island or town. */
export type Location = z.infer<typeof locationSchema>;

/**
 * `GET /api/locations` → `{ success, message?, data: Location[] }` (the envelope of `apiResponse` in
 * `contracts/common`, written with zod/mini).
 */
export const locationListResponseSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.array(locationSchema),
});
/** `GET /api/locations` response body. */
export type LocationListResponse = z.infer<typeof locationListResponseSchema>;

/** Home destination search: the destination is a string (a location id as text, or empty). */
export const destinationSearchSchema = z.object({ destination: z.string() });
/** Home destination search form values. */
export type DestinationSearch = z.infer<typeof destinationSearchSchema>;
