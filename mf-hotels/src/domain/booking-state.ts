/**
 * What outlives a page in the hotels area, so a reload loses nothing: the search form as typed, parsed on
 * the way back from storage; the chosen room and the search themselves live in the URL. The checkout's
 * drafts are in `features/checkout/checkout-state`, so the search pages do not load the guest form.
 */
import { persistedAtom } from '@andaman/shared/state/persisted-atom';
import { z } from 'zod';

const typedNumber = z.union([z.number(), z.string(), z.null()]);

/** The hotel search form as typed. */
export const searchDraftSchema = z.object({
  locationId: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: typedNumber,
  pricePerNight: typedNumber,
});
export type SearchDraft = z.infer<typeof searchDraftSchema>;

export const emptySearchDraft = (): SearchDraft => ({
  locationId: '',
  checkIn: '',
  checkOut: '',
  guests: '',
  pricePerNight: '',
});

export const searchDraftAtom = persistedAtom('hotels.search.draft', emptySearchDraft(), searchDraftSchema);
