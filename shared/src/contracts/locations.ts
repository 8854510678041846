import { apiResponse } from '@andaman/shared/contracts/common';
import { z } from 'zod';

/** Location ids fixed by the specification. */
export const LOCATION_IDS = { portBlair: 1, havelock: 2, neil: 3 } as const;

/** A destination island or town: `{ id, name }`. */
export const locationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
});
/** A destination island or town. */
export type Location = z.infer<typeof locationSchema>;

/** `GET /api/locations` → `{ success, data: Location[] }`. */
export const locationListResponseSchema = apiResponse(z.array(locationSchema));
/** `GET /api/locations` response body. */
export type LocationListResponse = z.infer<typeof locationListResponseSchema>;

/** Home destination search: the destination is a string (a location id as text, or empty). */
export const destinationSearchSchema = z.object({ destination: z.string() });
/** Home destination search form values. */
export type DestinationSearch = z.infer<typeof destinationSearchSchema>;
