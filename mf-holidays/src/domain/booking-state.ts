/**
 * The package booking in progress, kept for the tab's session (`persistedAtom`: parsed by its schema when
 * read back, dropped when it does not fit), so a reload or back/forward loses nothing: the package form of
 * each package as typed here; the checkout form as typed and the booking request's `Idempotency-Key` in
 * `features/checkout/checkout-state`, so the package pages do not load the guest form.
 */
import { persistedAtom } from '@andaman/shared/state/persisted-atom';
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

const packageFormDraftsSchema = z.record(z.string(), packageFormDraftSchema);
/** Each package's form as typed, by package id. */
export type PackageFormDrafts = z.infer<typeof packageFormDraftsSchema>;

/** Each package's form as typed, by package id. */
export const packageFormDraftsAtom = persistedAtom(
  HOLIDAY_STORAGE_KEYS.packageForms,
  {},
  packageFormDraftsSchema,
);
