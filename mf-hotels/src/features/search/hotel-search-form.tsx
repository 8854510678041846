import { useLocations } from '@andaman/shared/api-client/locations';
import { hotelSearchMessages } from '@andaman/shared/contracts/hotel-search-messages';
import type {
  HotelSearchForm as HotelSearchOutput,
  hotelSearchFormSchema,
} from '@andaman/shared/contracts/hotels';
import { KNOWN_LOCATIONS } from '@andaman/shared/data/locations';
import { onUseModule, resolverOnUse } from '@andaman/shared/on-use-module';
import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { useDraftForm } from '@andaman/shared/state/use-draft-form';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { Card } from '@andaman/shared/ui/card';
import { DateRangeField } from '@andaman/shared/ui/date-range-field';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { FormField } from '@andaman/shared/ui/form-field';
import { SelectField } from '@andaman/shared/ui/form-inputs';
import { NumberStepper } from '@andaman/shared/ui/number-stepper';
import { TextInput } from '@andaman/shared/ui/text-input';
import { useServerForm } from '@andaman/shared/ui/typed-before-live';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { type SearchDraft, searchDraftAtom } from '../../domain/booking-state';
import { type HotelSearchQuery, searchPath } from '../../domain/search-params';
import styles from './hotel-search-form.module.css';

type SearchFormInput = z.input<typeof hotelSearchFormSchema>;

/** The form's check (its schema, zod's classic library and the resolver), downloaded when the form is first focused. */
const searchCheck = onUseModule(() => import('./search-check'));
const resolver = resolverOnUse(searchCheck, (check) => check.hotelSearchResolver);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const typed = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

/** The form's values as the draft keeps them. */
export const toSearchDraft = (values: SearchFormInput): SearchDraft => ({
  locationId: text(values.locationId),
  checkIn: text(values.checkIn),
  checkOut: text(values.checkOut),
  guests: typed(values.guests),
  pricePerNight: typed(values.pricePerNight),
});

const numberOrNull = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};

/** The form's starting values: the search in the URL when there is one, else what was typed before. */
export function searchDefaults(query: HotelSearchQuery, draft: SearchDraft): SearchDraft {
  if (query.locationId === undefined) return draft;
  return {
    locationId: String(query.locationId),
    checkIn: query.checkIn ?? '',
    checkOut: query.checkOut ?? '',
    guests: query.guests ?? '',
    pricePerNight: query.pricePerNight ?? '',
  };
}

/**
 * A click on a date box before the form was live is dropped by React while the browser focuses the box
 * all the same: the box that has the focus as the form goes live gets the press it was given (its calendar
 * opens) and its own focus handling.
 */
function pressFocusedDateBox(form: HTMLFormElement | null) {
  const focused = document.activeElement;
  if (!form || !(focused instanceof HTMLInputElement) || !form.contains(focused)) return;
  if (!/-check-(in|out)$/.test(focused.id)) return;
  focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  focused.click();
}

/**
 * The hotel search (rule hotels.search.fields, rule hotels.search.delay): location, a check-in/check-out
 * range (two months, past dates disabled), guests and an optional price per night. Search shows the overlay 2
 * s, then opens /hotels with the search in the URL. What is typed survives a reload.
 */
export function HotelSearchForm({ query }: { query: HotelSearchQuery }) {
  const id = useId().replace(/:/g, '');
  const locations = useLocations();
  const { navigateAfter, overlay, isPending } = useDelayedNavigate({ overlayLabel: 'Searching hotels' });
  const form = useDraftForm<SearchFormInput, HotelSearchOutput, SearchDraft>({
    draftAtom: searchDraftAtom,
    defaultValues: (draft) => searchDefaults(query, draft),
    toDraft: toSearchDraft,
    resolver,
  });
  const [checkIn, checkOut] = useWatch({ control: form.control, name: ['checkIn', 'checkOut'] });
  const { errors } = form.formState;
  const datesMessage = [errors.checkIn?.message, errors.checkOut?.message].filter(
    (message): message is string => Boolean(message),
  );

  const onSubmit = form.handleSubmit((values) => {
    navigateAfter(
      searchPath({
        locationId: values.locationId,
        checkIn: values.checkIn,
        checkOut: values.checkOut,
        guests: values.guests,
        pricePerNight: values.pricePerNight,
      }),
      NAVIGATION_DELAY_MS.search,
    );
  });

  // Until the list has loaded, the known destinations: the server's HTML lists them, so the select works
  // before the form is live.
  const locationOptions = (locations.data ?? KNOWN_LOCATIONS).map((location) => ({
    value: String(location.id),
    label: location.name,
  }));

  // In the page's server HTML: inert until hydrated; what was chosen or typed in the server's boxes before
  // the form was live is taken as the fields' own handlers take it: guests a number, the price its digits.
  const setTyped = (name: 'locationId' | 'guests' | 'pricePerNight', value: unknown) =>
    form.setValue(name, value ?? '', { shouldDirty: true });
  const serverForm = useServerForm({
    locationId: (shown) => setTyped('locationId', shown),
    guests: (shown) => setTyped('guests', numberOrNull(shown)),
    pricePerNight: (shown) => setTyped('pricePerNight', shown.replace(/\D/g, '')),
  });
  useEffect(() => pressFocusedDateBox(serverForm.ref.current), [serverForm.ref]);
  return (
    <Card className={styles.card} title={<h2 className={styles.title}>Search Hotels</h2>}>
      <form
        {...serverForm}
        noValidate
        onSubmit={onSubmit}
        onFocus={searchCheck.preload}
        aria-label="Hotel search"
      >
        <div className={styles.fields}>
          <div className={styles.location}>
            <SelectField
              control={form.control}
              name="locationId"
              label="Location"
              id={`${id}-location`}
              placeholder="Select a location"
              options={locationOptions}
            />
          </div>
          <div className={styles.dates}>
            <DateRangeField
              id={id}
              label="Check-in and check-out"
              orderMessage={hotelSearchMessages.checkOutAfterCheckIn}
              value={[checkIn ?? '', checkOut ?? '']}
              messages={datesMessage}
              onChange={(start, end) => {
                form.setValue('checkIn', start, { shouldDirty: true });
                form.setValue('checkOut', end, { shouldDirty: true });
                if (form.formState.isSubmitted) void form.trigger(['checkIn', 'checkOut']);
              }}
            />
          </div>
          <div className={styles.guests}>
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
                  min={1}
                  max={50}
                  value={numberOrNull(field.value)}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  invalid={invalid}
                  aria-describedby={errorId}
                />
              )}
            />
          </div>
          <div className={styles.price}>
            <FormField
              control={form.control}
              name="pricePerNight"
              label="Price per night (optional)"
              id={`${id}-price`}
              render={({ field, id: inputId }) => (
                // A text box for whole rupees (antd's InputNumber was a lot of script for this one field).
                <TextInput
                  id={inputId}
                  ref={field.ref}
                  name={field.name}
                  prefix="₹"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  value={field.value == null ? '' : String(field.value)}
                  onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
                  onBlur={field.onBlur}
                />
              )}
            />
          </div>
        </div>
        <div className={styles.actions}>
          <ActionButton variant="primary" type="submit" loading={isPending}>
            Search
          </ActionButton>
        </div>
      </form>
      {overlay}
    </Card>
  );
}
