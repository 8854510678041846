/**
 * What outlives a page in the hotels area (spec 000 §4, issue 11): the search form as typed, the
 * half-filled guest details and the booking attempt's Idempotency-Key. Each is parsed on the way back
 * from storage; the chosen room and the search themselves live in the URL.
 */
import { idempotentAttemptSchema } from '@andaman/shared/api-client/idempotency';
import { persistedAtom } from '@andaman/shared/state/persisted-atom';
import { emptyGuestDetails, guestDetailsDraftSchema } from '@andaman/shared/ui/guest-details';
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

/** The guest details as typed, kept across a reload or back/forward of /hotels/checkout. */
export const checkoutDraftAtom = persistedAtom(
  'hotels.checkout.draft',
  emptyGuestDetails(),
  guestDetailsDraftSchema,
);

/** The booking request in flight: its Idempotency-Key and fingerprint, until it succeeded. */
export const bookingAttemptAtom = persistedAtom(
  'hotels.booking.attempt',
  null,
  idempotentAttemptSchema.nullable(),
);
