/**
 * The checkout in progress, parsed on the way back from storage (`persistedAtom`): the half-filled guest
 * details and the booking attempt's Idempotency-Key, so a reload loses nothing and a retry books once.
 */
import { isIdempotentAttemptOrNone } from '@andaman/shared/api-client/idempotency';
import { emptyGuestDetails, guestDetailsDraftSchema } from '@andaman/shared/sections/guest-details';
import { guardedAtom, persistedAtom } from '@andaman/shared/state/persisted-atom';

/** The guest details as typed, kept across a reload or back/forward of /hotels/checkout. */
export const checkoutDraftAtom = persistedAtom(
  'hotels.checkout.draft',
  emptyGuestDetails(),
  guestDetailsDraftSchema,
);

/** The booking request in flight: its Idempotency-Key and fingerprint, until it succeeded. */
export const bookingAttemptAtom = guardedAtom('hotels.booking.attempt', null, isIdempotentAttemptOrNone);
