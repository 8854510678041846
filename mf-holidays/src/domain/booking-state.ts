/**
 * The package booking in progress, kept for the tab's session (`persistedAtom`: parsed by its schema when
 * read back, dropped when it does not fit), so a reload or back/forward loses nothing: the package form of
 * each package as typed, the checkout form as typed, and the booking request's `Idempotency-Key`.
 */
import { idempotentAttemptSchema } from '@andaman/shared/api-client/idempotency';
import { persistedAtom } from '@andaman/shared/state/persisted-atom';
import { emptyGuestDetails, guestDetailsDraftSchema } from '@andaman/shared/ui/guest-details';
import { z } from 'zod';

/** The storage keys of the booking, so tests can reach every one of them. */
export const HOLIDAY_STORAGE_KEYS = {
  packageForms: 'holidays.package-forms',
  checkout: 'holidays.checkout',
  attempt: 'holidays.booking-attempt',
} as const;

/** The package form as typed (check-in as YYYY-MM-DD, guests as text). */
export const packageFormDraftSchema = z.object({ checkIn: z.string(), guests: z.string() });
export type PackageFormDraft = z.infer<typeof packageFormDraftSchema>;

/** An empty package form. */
export const emptyPackageForm = (): PackageFormDraft => ({ checkIn: '', guests: '' });

/** Each package's form as typed, by package id. */
export const packageFormDraftsAtom = persistedAtom(
  HOLIDAY_STORAGE_KEYS.packageForms,
  {},
  z.record(z.string(), packageFormDraftSchema),
);

/** The checkout's guest and contact form as typed. */
export const checkoutDraftAtom = persistedAtom(
  HOLIDAY_STORAGE_KEYS.checkout,
  emptyGuestDetails(),
  guestDetailsDraftSchema,
);

/** The booking request being sent: a retry, a double click or a reload reuses its key. */
export const bookingAttemptAtom = persistedAtom(
  HOLIDAY_STORAGE_KEYS.attempt,
  null,
  idempotentAttemptSchema.nullable(),
);
