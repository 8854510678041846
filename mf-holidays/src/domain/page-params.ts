/** What the package pages read from their address (`readUrlParams`): anything unreadable is no value. */
import { intParam } from '@andaman/shared/contracts/url-params';

/** `/itinerary/:itineraryId`: the package id, a positive whole number. */
export const packageParams = { itineraryId: intParam(1) };

/** Home's `?destination=`: a location id the packages are filtered by. */
export const destinationParams = { destination: intParam(1) };
