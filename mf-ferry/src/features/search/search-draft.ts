import { isRecord, persistedAtom } from '../storage/persisted-atom';
import type { SearchFormTrip } from './search-rules';

const isCountOrNull = (value: unknown) => value === null || typeof value === 'number';

const isDraftTrip = (value: unknown): value is SearchFormTrip =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.from === 'string' &&
  typeof value.to === 'string' &&
  typeof value.travel_date === 'string' &&
  isCountOrNull(value.adults) &&
  isCountOrNull(value.children);

const isDraft = (value: unknown): value is SearchFormTrip[] | null =>
  value === null || (Array.isArray(value) && value.length > 0 && value.every(isDraftTrip));

/** The search form as typed so far, so a reload of /ferry keeps unfinished input (`null` when untouched). */
export const searchDraftAtom = persistedAtom<SearchFormTrip[] | null>('ferry.search.draft', null, isDraft);
