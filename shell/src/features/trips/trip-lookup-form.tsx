import type { Trip, TripLookupInput, TripLookupRequest } from '@andaman/shared/contracts/trips';
import { resolverOnUse } from '@andaman/shared/on-use-module';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { FormFields } from '@andaman/shared/ui/form';
import { TextField } from '@andaman/shared/ui/form-inputs';
import { Notice } from '@andaman/shared/ui/notice';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { tripLookup, useLookupTrip } from './trip-api';
import styles from './trips.module.css';

/** The form's check, downloaded with the lookup when the form is first focused. */
const resolver = resolverOnUse(tripLookup, (lookup) => lookup.tripLookupResolver);

/**
 * Find a booking by its reference and the e-mail it was booked with (rule trips.lookup.form); a booking
 * found is remembered on this device and handed to `onFound`.
 */
export function TripLookupForm({
  reference = '',
  onFound,
}: {
  reference?: string;
  onFound: (trip: Trip) => void;
}) {
  const { control, handleSubmit } = useForm<TripLookupInput, unknown, TripLookupRequest>({
    resolver,
    defaultValues: { reference, email: '' },
  });
  const lookup = useLookupTrip();
  const id = useId();
  const submit = handleSubmit((request) => lookup.mutate(request, { onSuccess: onFound }));
  return (
    <form
      onSubmit={submit}
      onFocus={tripLookup.preload}
      noValidate
      aria-labelledby={`${id}-title`}
      className={styles.form}
    >
      <h2 id={`${id}-title`} className={styles.legTitle}>
        Find your booking
      </h2>
      <FormFields requiredMark="optional">
        <TextField
          control={control}
          name="reference"
          label="Booking reference"
          id={`${id}-reference`}
          required
          autoComplete="off"
          placeholder="AND-7K3P9Q"
        />
        <TextField
          control={control}
          name="email"
          label="E-mail"
          id={`${id}-email`}
          required
          type="email"
          placeholder="you@example.com"
        />
      </FormFields>
      {lookup.isError ? <Notice type="error">{lookup.error.message}</Notice> : null}
      <ActionButton variant="primary" type="submit" loading={lookup.isPending}>
        Find booking
      </ActionButton>
    </form>
  );
}
