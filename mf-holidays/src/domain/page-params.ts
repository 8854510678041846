/** What the package pages read from their address (`readUrlParams`): anything unreadable is no value. */
import { intParam, optionalParam } from '@andaman/shared/contracts/url-params';
import { z } from 'zod/mini';

/** `/itinerary/:itineraryId`: the package id, a positive whole number. */
export const packageParamsSchema = z.object({ itineraryId: optionalParam(intParam(1)) });

/** Home's `?destination=`: a location id the packages are filtered by. */
export const destinationParamsSchema = z.object({ destination: optionalParam(intParam(1)) });
