import { MAX_FERRY_TRIPS } from '@andaman/shared/contracts/ferry-search';
import { destinationPorts, portFromValue, portOptions } from '@andaman/shared/data/ports';
import { onUseModule, resolverOnUse } from '@andaman/shared/on-use-module';
import { useNavigate } from '@andaman/shared/router';
import { parseCount } from '@andaman/shared/rules/count';
import { useDraftForm } from '@andaman/shared/state/use-draft-form';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { Card } from '@andaman/shared/ui/card';
import { DateField } from '@andaman/shared/ui/date-field';
import { FormField } from '@andaman/shared/ui/form-field';
import { NativeSelect } from '@andaman/shared/ui/native-select';
import { NumberStepper } from '@andaman/shared/ui/number-stepper';
import { typedDayFromToday, useServerForm } from '@andaman/shared/ui/typed-before-live';
import dayjs from 'dayjs';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { savedTripsAtom } from '../../domain/booking-state';
import { startNewSearchAtom } from '../../domain/new-search';
import { legResultsPath } from '../../domain/search';
import styles from './ferry-search-form.module.css';
import { searchDraftAtom } from './search-draft';
import {
  canAddTrip,
  firstSearchTrip,
  nextSearchTrip,
  type SearchFormTrip,
  toSavedSearch,
} from './search-rules';
import type { searchFormSchema } from './search-schema';

type SearchFormValues = z.input<typeof searchFormSchema>;
type SearchFormOutput = z.output<typeof searchFormSchema>;

/** The form's check (its schema and zod's resolver), downloaded when the form is first focused. */
const searchCheck = onUseModule(() => import('./search-check'));
const resolver = resolverOnUse(searchCheck, (check) => check.searchFormResolver);

const countOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The form values as the draft keeps them. */
const toDraft = (trips: SearchFormValues['trips']): SearchFormTrip[] =>
  trips.map((trip) => ({
    id: Number(trip.id),
    from: trip.from,
    to: trip.to,
    travel_date: trip.travel_date,
    adults: countOrNull(trip.adults),
    children: countOrNull(trip.children),
  }));

/** The first message among a trip's port and date fields ("Please fill all the fields"). */
function tripFieldsMessage(errors: FieldErrors<SearchFormValues>, index: number): string | undefined {
  const trip = errors.trips?.[index];
  return trip?.from?.message ?? trip?.to?.message ?? trip?.travel_date?.message;
}

/**
 * The ferry search (rule ferry.search.trip-fields, rule ferry.search.max-trips): one to three trips, each
 * from the previous destination; adults and infants on the first trip apply to all. Search Ferry saves the
 * trips and counts, clears earlier tickets and travellers and opens the first leg's results.
 */
export function FerrySearchForm() {
  const formId = useId();
  const navigate = useNavigate();
  const savedTrips = useAtomValue(savedTripsAtom);
  const restored = useAtomValue(searchDraftAtom) !== null || savedTrips.length > 0;
  const startNewSearch = useSetAtom(startNewSearchAtom);

  const { control, handleSubmit, formState, getValues, setValue } = useDraftForm<
    SearchFormValues,
    SearchFormOutput,
    SearchFormTrip[] | null
  >({
    draftAtom: searchDraftAtom,
    defaultValues: (draft) => ({
      trips: draft ?? (savedTrips.length > 0 ? savedTrips : [firstSearchTrip()]),
    }),
    toDraft: (values) => toDraft(values.trips),
    resolver,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'trips', keyName: 'key' });
  const trips = useWatch({ control, name: 'trips' });

  const onSearch = handleSubmit((values) => {
    const saved = toSavedSearch(
      values.trips.map((trip) => ({
        id: Number(trip.id),
        from: trip.from,
        to: trip.to,
        travel_date: trip.travel_date,
        adults: trip.adults,
        children: trip.children,
      })),
    );
    startNewSearch(saved);
    navigate(legResultsPath(saved.trips, 1));
  });

  const addTrip = () => {
    const current = toDraft(getValues('trips'));
    if (canAddTrip(current)) append(nextSearchTrip(current));
  };

  // In the page's server HTML: inert until hydrated; what was chosen or typed in trip 1's boxes before the
  // form was live is taken as the fields' own handlers take it: a port as its value, a day as Tab takes
  // it, a count as a number. A search restored from the tab is rendered with its own values: nothing to take.
  const firstTrip = `${formId}-0`.replace(/:/g, '');
  const take = { shouldDirty: true, shouldValidate: false } as const;
  const serverForm = useServerForm(
    restored
      ? {}
      : {
          [`${firstTrip}-from`]: (shown) => setValue('trips.0.from', shown, take),
          [`${firstTrip}-to`]: (shown) => setValue('trips.0.to', shown, take),
          [`${firstTrip}-date`]: (shown) => {
            const day = typedDayFromToday(shown);
            if (day) setValue('trips.0.travel_date', day, take);
          },
          [`${firstTrip}-adults`]: (shown) => setValue('trips.0.adults', parseCount(shown) ?? 1, take),
          [`${firstTrip}-children`]: (shown) => setValue('trips.0.children', parseCount(shown) ?? 0, take),
        },
  );
  return (
    <Card className={styles.card} title={<h2 style={{ margin: 0 }}>Book Ferry Tickets</h2>}>
      <form
        {...serverForm}
        noValidate
        onSubmit={onSearch}
        onFocus={searchCheck.preload}
        aria-label="Ferry search"
      >
        {fields.map((field, index) => {
          const id = `${formId}-${index}`.replace(/:/g, '');
          const fieldsMessage = tripFieldsMessage(formState.errors, index);
          const origin = portFromValue(trips[index]?.from ?? '');
          const adultsMessage = formState.errors.trips?.[index]?.adults?.message;
          return (
            <fieldset key={field.key} className={styles.trip} style={{ border: 'none', margin: 0 }}>
              <legend className={styles.tripHeader}>
                <span>Trip {index + 1}</span>
              </legend>
              <div className={`${styles.tripFields} ${index === 0 ? styles.firstTrip : styles.laterTrip}`}>
                <div className={styles.port}>
                  <FormField
                    control={control}
                    name={`trips.${index}.from`}
                    label="From"
                    id={`${id}-from`}
                    showMessage={false}
                    render={({ field: input, id: inputId, invalid }) => (
                      <NativeSelect
                        id={inputId}
                        ref={input.ref}
                        placeholder="Select origin"
                        options={portOptions}
                        value={input.value}
                        invalid={invalid}
                        onBlur={input.onBlur}
                        onChange={(value) => {
                          input.onChange(value);
                          if (getValues(`trips.${index}.to`) === value) setValue(`trips.${index}.to`, '');
                        }}
                      />
                    )}
                  />
                </div>
                <div className={styles.port}>
                  <FormField
                    control={control}
                    name={`trips.${index}.to`}
                    label="To"
                    id={`${id}-to`}
                    showMessage={false}
                    render={({ field: input, id: inputId, invalid }) => (
                      <NativeSelect
                        id={inputId}
                        ref={input.ref}
                        placeholder="Select destination"
                        options={destinationPorts(origin?.id).map((port) => ({
                          value: `${port.id}-${port.name}-${port.code}`,
                          label: port.label,
                        }))}
                        value={input.value}
                        invalid={invalid}
                        onBlur={input.onBlur}
                        onChange={(value) => input.onChange(value)}
                      />
                    )}
                  />
                </div>
                <div className={styles.date}>
                  <FormField
                    control={control}
                    name={`trips.${index}.travel_date`}
                    label="Date"
                    id={`${id}-date`}
                    showMessage={false}
                    render={({ field: input, id: inputId, invalid }) => (
                      <DateField
                        ref={input.ref}
                        id={inputId}
                        value={input.value}
                        disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                        invalid={invalid}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                      />
                    )}
                  />
                </div>
                {index === 0 ? (
                  <>
                    <div className={styles.count}>
                      <FormField
                        control={control}
                        name={`trips.${index}.adults`}
                        label="Adults (2+ years)"
                        id={`${id}-adults`}
                        showMessage={false}
                        render={({ field: input, id: inputId, invalid }) => (
                          <NumberStepper
                            ref={input.ref}
                            id={inputId}
                            name="adults"
                            min={1}
                            value={countOrNull(input.value)}
                            invalid={invalid}
                            onChange={(value) => input.onChange(value)}
                            onBlur={input.onBlur}
                          />
                        )}
                      />
                    </div>
                    <div className={styles.count}>
                      <FormField
                        control={control}
                        name={`trips.${index}.children`}
                        label="Infants (below 2 years)"
                        id={`${id}-children`}
                        showMessage={false}
                        render={({ field: input, id: inputId }) => (
                          <NumberStepper
                            ref={input.ref}
                            id={inputId}
                            name="infants"
                            min={0}
                            value={countOrNull(input.value)}
                            onChange={(value) => input.onChange(value ?? 0)}
                            onBlur={input.onBlur}
                          />
                        )}
                      />
                    </div>
                  </>
                ) : (
                  <div className={styles.remove}>
                    <ActionButton
                      variant="danger"
                      onClick={() => remove(index)}
                      aria-label={`Remove trip ${index + 1}`}
                    >
                      Remove
                    </ActionButton>
                  </div>
                )}
              </div>
              {fieldsMessage ? (
                <p role="alert" className={styles.fieldError}>
                  {fieldsMessage}
                </p>
              ) : null}
              {adultsMessage ? (
                <p role="alert" className={styles.fieldError}>
                  {adultsMessage}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <div className={styles.actions}>
          {fields.length < MAX_FERRY_TRIPS ? (
            <ActionButton onClick={addTrip}>+ Add Trip</ActionButton>
          ) : (
            <span />
          )}
          <ActionButton variant="primary" type="submit">
            Search Ferry
          </ActionButton>
        </div>
      </form>
    </Card>
  );
}
