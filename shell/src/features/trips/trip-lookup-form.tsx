import {
  type Trip,
  type TripLookupInput,
  type TripLookupRequest,
  tripLookupRequestSchema,
} from '@andaman/shared/contracts/trips';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { FormFields } from '@andaman/shared/ui/form';
import { TextField } from '@andaman/shared/ui/form-inputs';
import { Notice } from '@andaman/shared/ui/notice';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLookupTrip } from './trip-api';
import styles from './trips.module.css';

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
    resolver: zodResolver(tripLookupRequestSchema),
    defaultValues: { reference, email: '' },
  });
  const lookup = useLookupTrip();
  const id = useId();
  const submit = handleSubmit((request) => lookup.mutate(request, { onSuccess: onFound }));
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={styles.form}>
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
