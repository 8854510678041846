/**
 * The checkout in progress, parsed on the way back from storage (`persistedAtom`): the guest and contact
 * form as typed and the booking request's `Idempotency-Key`.
 */
import { isIdempotentAttemptOrNone } from '@andaman/shared/api-client/idempotency';
import { emptyGuestDetails, guestDetailsDraftSchema } from '@andaman/shared/sections/guest-details';
import { guardedAtom, persistedAtom } from '@andaman/shared/state/persisted-atom';
import { HOLIDAY_STORAGE_KEYS } from '../../domain/booking-state';

/** The checkout's guest and contact form as typed. */
export const checkoutDraftAtom = persistedAtom(
  HOLIDAY_STORAGE_KEYS.checkout,
  emptyGuestDetails(),
  guestDetailsDraftSchema,
);

/** The booking request being sent: a retry, a double click or a reload reuses its key. */
export const bookingAttemptAtom = guardedAtom(HOLIDAY_STORAGE_KEYS.attempt, null, isIdempotentAttemptOrNone);
