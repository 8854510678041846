import { MAX_FERRY_TRIPS } from '@andaman/shared/contracts/ferry-search';
import { persistedAtom } from '@andaman/shared/state/persisted-atom';
import { z } from 'zod';
import { SEARCH_DRAFT_KEY } from '../../domain/storage-keys';
import { searchFormTripSchema } from './search-rules';

/** The search form as typed so far, so a reload of /ferry keeps unfinished input (`null` when untouched). */
export const searchDraftAtom = persistedAtom(
  SEARCH_DRAFT_KEY,
  null,
  z.array(searchFormTripSchema).min(1).max(MAX_FERRY_TRIPS).nullable(),
);
