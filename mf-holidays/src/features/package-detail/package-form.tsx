import { type PackageForm as PackageFormValues, packageFormSchema } from '@andaman/shared/contracts/holidays';
import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { useDraftForm } from '@andaman/shared/state/use-draft-form';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { DateFormField } from '@andaman/shared/ui/date-form-field';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { TextField } from '@andaman/shared/ui/form-inputs';
import { useInertUntilHydrated } from '@andaman/shared/ui/hydration';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { emptyPackageForm, type PackageFormDrafts, packageFormDraftsAtom } from '../../domain/booking-state';
import { checkoutParamsFor, checkoutPath } from '../../domain/checkout-params';
import styles from './package-detail.module.css';

/** Checkout shows the overlay for 3 s, then the package checkout (rule holidays.form.checkout-delay). */
export const CHECKOUT_DELAY_MS = NAVIGATION_DELAY_MS.checkout;

/** Days before today cannot be picked (rule holidays.form.past-dates). */
export const isPastDay = (day: dayjs.Dayjs, today: dayjs.Dayjs = dayjs()): boolean =>
  day.isBefore(today, 'day');

/** The package form as react-hook-form holds it. */
type PackageFormInput = z.input<ReturnType<typeof packageFormSchema>>;

export interface PackageFormProps {
  pkg: { id: number; name: string; price: number; totalPerson: number };
}

/**
 * The package form (rule holidays.form.fields, rule holidays.form.guests-max): check-in (past days disabled)
 * and guests, at most the package's total persons. Checkout shows the overlay for 3 s, then opens
 * /itinerary/checkout with the booking in its query. What is typed is kept per package for the tab's session.
 */
export function PackageForm({ pkg }: PackageFormProps) {
  const form = useDraftForm<PackageFormInput, PackageFormValues, PackageFormDrafts>({
    draftAtom: packageFormDraftsAtom,
    defaultValues: (drafts) => drafts[String(pkg.id)] ?? emptyPackageForm(),
    toDraft: (values, drafts) => ({
      ...drafts,
      [String(pkg.id)]: {
        checkIn: values.checkIn ?? '',
        guests: values.guests == null ? '' : String(values.guests),
      },
    }),
    resolver: zodResolver(packageFormSchema(pkg.totalPerson)),
    mode: 'onTouched',
  });
  const { navigateAfter, overlay, isPending } = useDelayedNavigate({
    overlayLabel: 'Preparing your booking',
    overlayTip: 'Preparing your booking…',
  });

  const submit = form.handleSubmit((values) => {
    navigateAfter(checkoutPath(checkoutParamsFor(pkg, values)), CHECKOUT_DELAY_MS);
  });

  // In the page's server HTML: inert until hydrated, so nothing typed before then is lost.
  const untilLive = useInertUntilHydrated();
  return (
    <form {...untilLive} noValidate aria-label="Book this package" onSubmit={(event) => void submit(event)}>
      <DateFormField
        control={form.control}
        name="checkIn"
        label="Check-in date"
        required
        disabledDate={(day) => isPastDay(day)}
      />
      <TextField
        control={form.control}
        name="guests"
        label={`Guests (up to ${pkg.totalPerson})`}
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <ActionButton variant="primary" type="submit" loading={isPending} className={styles.submit}>
        Checkout
      </ActionButton>
      {overlay}
    </form>
  );
}
