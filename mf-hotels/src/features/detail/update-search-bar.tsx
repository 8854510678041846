import { hotelSearchMessages } from '@andaman/shared/contracts/hotel-search-messages';
import { type HotelUpdateSearch, hotelUpdateSearchSchema } from '@andaman/shared/contracts/hotels';
import { useSearchParams } from '@andaman/shared/router';
import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { DateRangeField } from '@andaman/shared/ui/date-range-field';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { FormField } from '@andaman/shared/ui/form-field';
import { useInertUntilHydrated } from '@andaman/shared/ui/hydration';
import { NumberStepper } from '@andaman/shared/ui/number-stepper';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type Stay, withStay } from '../../domain/search-params';
import styles from './hotel-detail.module.css';

type UpdateInput = z.input<typeof hotelUpdateSearchSchema>;

const asCount = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The rooms tab's update-search bar (rule hotels.update.bar, rule hotels.update.counters): dates, guests
 * (never below 0) and rooms (at least 1). Update shows the overlay 2 s, then writes the values to the URL
 * (rule hotels.update.delay).
 */
export function UpdateSearchBar({ stay }: { stay: Stay }) {
  const id = useId().replace(/:/g, '');
  const [params] = useSearchParams();
  const { navigateAfter, overlay, isPending } = useDelayedNavigate({ overlayLabel: 'Updating search' });
  const form = useForm<UpdateInput, unknown, HotelUpdateSearch>({
    resolver: zodResolver(hotelUpdateSearchSchema),
    defaultValues: {
      checkIn: stay.checkIn ?? '',
      checkOut: stay.checkOut ?? '',
      guests: stay.guests ?? 1,
      roomCount: stay.roomCount,
    },
  });
  const [checkIn, checkOut] = useWatch({ control: form.control, name: ['checkIn', 'checkOut'] });
  const { errors } = form.formState;
  const datesMessage = [errors.checkIn?.message, errors.checkOut?.message].filter(
    (message): message is string => Boolean(message),
  );

  const onSubmit = form.handleSubmit((values) => {
    navigateAfter(`?${withStay(params, values).toString()}`, NAVIGATION_DELAY_MS.detailUpdate, {
      preventScrollReset: true,
    });
  });

  // In the page's server HTML: inert until hydrated, so nothing typed before then is lost.
  const untilLive = useInertUntilHydrated();
  return (
    <>
      <form
        {...untilLive}
        noValidate
        onSubmit={onSubmit}
        aria-label="Update search"
        className={styles.updateBar}
      >
        <DateRangeField
          id={id}
          label="Check-in and check-out"
          orderMessage={hotelSearchMessages.updateCheckOutAfterCheckIn}
          className={styles.updateDates}
          value={[checkIn ?? '', checkOut ?? '']}
          messages={datesMessage}
          onChange={(start, end) => {
            form.setValue('checkIn', start);
            form.setValue('checkOut', end);
            if (form.formState.isSubmitted) void form.trigger(['checkIn', 'checkOut']);
          }}
        />
        <FormField
          control={form.control}
          name="guests"
          label="Guests"
          id={`${id}-guests`}
          render={({ field, id: inputId, invalid, errorId }) => (
            <NumberStepper
              id={inputId}
              ref={field.ref}
              name="guests"
              min={0}
              max={50}
              value={asCount(field.value)}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              invalid={invalid}
              aria-describedby={errorId}
            />
          )}
        />
        <FormField
          control={form.control}
          name="roomCount"
          label="Rooms"
          id={`${id}-rooms`}
          render={({ field, id: inputId, invalid, errorId }) => (
            <NumberStepper
              id={inputId}
              ref={field.ref}
              name="rooms"
              min={1}
              max={50}
              value={asCount(field.value)}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              invalid={invalid}
              aria-describedby={errorId}
            />
          )}
        />
        <ActionButton variant="primary" type="submit" className={styles.updateButton} loading={isPending}>
          Update
        </ActionButton>
      </form>
      {overlay}
    </>
  );
}
