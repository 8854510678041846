import { FERRY_TITLES, isIndianNationality } from '@andaman/shared/contracts/ferry-constants';
import { nationalityOptions } from '@andaman/shared/data/nationalities';
import { onUseModule } from '@andaman/shared/on-use-module';
import { shownDay } from '@andaman/shared/rules/typed-day';
import { Card } from '@andaman/shared/ui/card';
import { FieldCell, FieldGrid } from '@andaman/shared/ui/field-grid';
import { SelectField, TextField } from '@andaman/shared/ui/form-inputs';
import { Suspense, useId } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import type { CheckoutFormInput, CheckoutFormValues } from './checkout-form';
import styles from './traveller-card.module.css';

// The date field (its plain boxes, typed-date rules and styles) downloads when the nationality is reached for
// or a non-Indian one shows the passport row, not with the checkout; a disabled box with the same hint holds
// its place meanwhile, so nothing moves when it arrives.
const passportExpiry = onUseModule(() => import('./passport-expiry-field'));
const PassportExpiryField = passportExpiry.lazyComponent((module) => module.PassportExpiryField);

const TITLE_OPTIONS = FERRY_TITLES.map((title) => ({ value: title, label: title }));
const INFANT_AGE_OPTIONS = [
  { value: '0', label: '0 years' },
  { value: '1', label: '1 year' },
];

export interface TravellerCardProps {
  control: Control<CheckoutFormInput, unknown, CheckoutFormValues>;
  kind: 'adults' | 'infants';
  /** Index among travellers of this kind. */
  index: number;
}

/**
 * One traveller of the checkout form (rule ferry.passenger.fields, rule ferry.adult.title and beside it):
 * title, name, age (adults 2 to 100; infants 0 or 1 from a select), nationality from the shared list, and
 * passport fields for non-Indian nationals.
 */
export function TravellerCard({ control, kind, index }: TravellerCardProps) {
  const id = useId().replace(/:/g, '');
  const path = `${kind}.${index}` as const;
  const nationality = useWatch({ control, name: `${path}.nationality` });
  const heading = kind === 'adults' ? `Adult ${index + 1}` : `Infant ${index + 1} (below 2 years)`;

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{heading}</h2>} size="small">
      <section aria-label={heading}>
        <FieldGrid>
          <FieldCell width="quarter">
            <SelectField
              control={control}
              name={`${path}.title`}
              label="Title"
              id={`${id}-title`}
              placeholder="Title"
              options={TITLE_OPTIONS}
            />
          </FieldCell>
          <FieldCell width="half">
            <TextField
              control={control}
              name={`${path}.name`}
              label="Full name"
              id={`${id}-name`}
              autoComplete="name"
            />
          </FieldCell>
          <FieldCell width="quarter">
            {kind === 'adults' ? (
              <TextField
                control={control}
                name={`${path}.age`}
                label="Age"
                id={`${id}-age`}
                inputMode="numeric"
              />
            ) : (
              <SelectField
                control={control}
                name={`${path}.age`}
                label="Age"
                id={`${id}-age`}
                placeholder="Age"
                options={INFANT_AGE_OPTIONS}
              />
            )}
          </FieldCell>
          <FieldCell width="half">
            {/* biome-ignore lint/a11y/noStaticElementInteractions: it only hears the select's own pointer and focus on their way up; it is no control itself. */}
            <div onPointerDown={passportExpiry.preload} onFocus={passportExpiry.preload}>
              <SelectField
                control={control}
                name={`${path}.nationality`}
                label="Nationality"
                id={`${id}-nationality`}
                options={nationalityOptions}
              />
            </div>
          </FieldCell>
        </FieldGrid>
        {typeof nationality === 'string' && isIndianNationality(nationality) ? null : (
          <FieldGrid>
            <FieldCell width="third">
              <TextField
                control={control}
                name={`${path}.fpassport`}
                label="Passport number"
                id={`${id}-fpassport`}
              />
            </FieldCell>
            <FieldCell width="third">
              <Suspense
                fallback={
                  <TextField
                    control={control}
                    name={`${path}.fexpdate`}
                    label="Passport expiry date"
                    id={`${id}-fexpdate`}
                    placeholder="DD MMM YYYY"
                    extra={
                      <div className={styles.expiryHint}>
                        Type a date like {shownDay(new Date())}, or press ↓ for the calendar
                      </div>
                    }
                    disabled
                  />
                }
              >
                <PassportExpiryField control={control} path={path} id={`${id}-fexpdate`} />
              </Suspense>
            </FieldCell>
            <FieldCell width="third">
              <TextField
                control={control}
                name={`${path}.fcountry`}
                label="Passport issuing country"
                id={`${id}-fcountry`}
              />
            </FieldCell>
          </FieldGrid>
        )}
      </section>
    </Card>
  );
}
