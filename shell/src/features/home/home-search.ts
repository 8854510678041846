import { destinationSearchSchema, type Location } from '@andaman/shared/contracts/locations';
import { readUrlParams, textParam, withFallback } from '@andaman/shared/contracts/url-params';

/** Query parameter the home search writes and the holiday packages widget reads (rule home.search.delay). */
export const DESTINATION_PARAM = 'destination';

/** Home's query: the destination searched for (a location id as text), or none. */
export const homeParams = { [DESTINATION_PARAM]: withFallback(textParam(), '') };

/** Query parameter naming the home section to scroll to (rule home.scroll-to). */
export const SCROLL_TO_PARAM = 'scrollTo';

const scrollParams = { [SCROLL_TO_PARAM]: textParam({ trim: true, pattern: /^[A-Za-z][\w-]*$/ }) };

/**
 * The query string after a search for `destination` (a location id as text): `?destination=<id>`, keeping
 * any other parameters; an empty destination removes the parameter (every package).
 */
export function searchWithDestination(currentSearch: string, destination: string): string {
  const { destination: value } = destinationSearchSchema.parse({ destination: destination.trim() });
  const params = new URLSearchParams(currentSearch);
  params.delete(SCROLL_TO_PARAM);
  if (value === '') params.delete(DESTINATION_PARAM);
  else params.set(DESTINATION_PARAM, value);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** Options of the destination select: value is the location id as text, label its name. */
export function destinationOptions(locations: readonly Location[]): { value: string; label: string }[] {
  return locations.map((location) => ({ value: String(location.id), label: location.name }));
}

/**
 * The section id named by `?scrollTo=`, when it is a plausible element id (letters, digits, `-`, `_`,
 * starting with a letter); anything else is ignored.
 */
export const sectionToScrollTo = (search: string): string | undefined =>
  readUrlParams(scrollParams, new URLSearchParams(search))[SCROLL_TO_PARAM];
