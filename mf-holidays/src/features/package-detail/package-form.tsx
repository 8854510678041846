import type { PackageForm as PackageFormValues, packageFormSchema } from '@andaman/shared/contracts/holidays';
import { onUseModule, resolverOnUse } from '@andaman/shared/on-use-module';
import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { useDraftForm } from '@andaman/shared/state/use-draft-form';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { DateFormField } from '@andaman/shared/ui/date-form-field';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { TextField } from '@andaman/shared/ui/form-inputs';
import { typedDayFromToday, useServerForm } from '@andaman/shared/ui/typed-before-live';
import dayjs from 'dayjs';
import { useId, useMemo } from 'react';
import type { z } from 'zod';
import { emptyPackageForm, type PackageFormDrafts, packageFormDraftsAtom } from '../../domain/booking-state';
import { checkoutParamsFor, checkoutPath } from '../../domain/checkout-params';
import styles from './package-detail.module.css';

/** Checkout shows the overlay for 3 s, then the package checkout (rule holidays.form.checkout-delay). */
export const CHECKOUT_DELAY_MS = NAVIGATION_DELAY_MS.checkout;

/** Days before today cannot be picked (rule holidays.form.past-dates). */
export const isPastDay = (day: dayjs.Dayjs, today: dayjs.Dayjs = dayjs()): boolean =>
  day.isBefore(today, 'day');

/** The form's check (classic zod and the package schema), downloaded when the form is first focused. */
const packageCheck = onUseModule(() => import('./package-check'));

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
  const resolver = useMemo(
    () => resolverOnUse(packageCheck, (check) => check.packageFormResolver(pkg.totalPerson)),
    [pkg.totalPerson],
  );
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
    resolver,
    mode: 'onTouched',
  });
  const { navigateAfter, overlay, isPending } = useDelayedNavigate({
    overlayLabel: 'Preparing your booking',
    overlayTip: 'Preparing your booking…',
  });

  const submit = form.handleSubmit((values) => {
    navigateAfter(checkoutPath(checkoutParamsFor(pkg, values)), CHECKOUT_DELAY_MS);
  });

  // Its code comes when the visitor reaches for the package (HydrateWhen holds a tap until then); what was
  // typed into its server HTML meanwhile is taken into the form once it is live.
  const checkInId = useId();
  const guestsId = useId();
  const serverForm = useServerForm({
    [checkInId]: (text) => {
      const day = typedDayFromToday(text);
      if (day) form.setValue('checkIn', day, { shouldDirty: true });
    },
    [guestsId]: (text) => form.setValue('guests', text.trim(), { shouldDirty: true }),
  });
  return (
    <form
      {...serverForm}
      noValidate
      aria-label="Book this package"
      onSubmit={(event) => void submit(event)}
      onFocus={packageCheck.preload}
    >
      <DateFormField
        control={form.control}
        name="checkIn"
        id={checkInId}
        label="Check-in date"
        required
        disabledDate={(day) => isPastDay(day)}
      />
      <TextField
        control={form.control}
        name="guests"
        id={guestsId}
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
