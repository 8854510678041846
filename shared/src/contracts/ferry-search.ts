/**
 * The ferry search (rule ferry.search.trip-fields): ports, the form's messages and schema. Apart from the
 * operators' contracts in `ferry` so the search page does not build their schemas.
 */
import { numberFromInput } from '@andaman/shared/contracts/common';
import { MAX_FERRY_TRIPS } from '@andaman/shared/contracts/ferry-constants';
import { z } from 'zod';

export { FERRY_PORTS, type FerryPort, MAX_FERRY_TRIPS } from '@andaman/shared/contracts/ferry-constants';

/**
 * Messages of the ferry search form (rule ferry.search.adults-min, rule ferry.search.fields-required; the
 * last two are ours, for a stored search that breaks rule ferry.search.destination-excludes-origin or
 * rule ferry.search.max-trips).
 */
export const ferrySearchMessages = {
  adults: 'Atleast one adult must travel',
  fillAll: 'Please fill all the fields',
  sameEnds: 'Destination must differ from origin',
  maxTrips: 'You can book at most 3 trips',
} as const;

/**
 * One ferry search trip. `from`/`to` hold port values (`1-Port Blair-Port Blair`), `travel_date` an ISO
 * date; adults at least 1 (2+ years), children (infants) at least 0.
 */
export const ferrySearchTripSchema = z
  .object({
    id: z.union([z.string(), z.number()]),
    from: z.string({ error: ferrySearchMessages.fillAll }).min(1, ferrySearchMessages.fillAll),
    to: z.string({ error: ferrySearchMessages.fillAll }).min(1, ferrySearchMessages.fillAll),
    travel_date: z.string({ error: ferrySearchMessages.fillAll }).min(1, ferrySearchMessages.fillAll),
    adults: numberFromInput(
      z.number({ error: ferrySearchMessages.adults }).int().min(1, ferrySearchMessages.adults),
    ),
    children: numberFromInput(z.number().int().min(0).default(0)),
  })
  .refine((trip) => trip.from !== trip.to, {
    path: ['to'],
    message: ferrySearchMessages.sameEnds,
    when: (payload) => payload.issues.length === 0,
  });
/** A ferry search trip. */
export type FerrySearchTrip = z.infer<typeof ferrySearchTripSchema>;

/** The ferry search form: one to three trips. */
export const ferrySearchFormSchema = z.object({
  trips: z.array(ferrySearchTripSchema).min(1).max(MAX_FERRY_TRIPS, ferrySearchMessages.maxTrips),
});
/** Ferry search form output. */
export type FerrySearchForm = z.infer<typeof ferrySearchFormSchema>;
