import {
  adultPassengerFormSchema,
  FERRY_TITLES,
  infantPassengerFormSchema,
  isIndianNationality,
} from '@andaman/shared/contracts/ferry-passengers';
import { nationalityOptions } from '@andaman/shared/data/nationalities';
import { Card } from '@andaman/shared/ui/card';
import { DatePicker } from '@andaman/shared/ui/date-picker';
import { Form } from '@andaman/shared/ui/form';
import { FormField, type FormFieldRenderProps } from '@andaman/shared/ui/form-field';
import { Col, Row } from '@andaman/shared/ui/grid';
import { Input, type InputProps } from '@andaman/shared/ui/input';
import { Select, type SelectProps } from '@andaman/shared/ui/select';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import { useEffect, useId, useRef } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { TravellerDraft, TravellerValues } from './passenger-rules';
import { useRegisterValidator, type ValidationRegistry } from './validation-registry';

type TravellerInput = z.input<typeof adultPassengerFormSchema>;

const TITLE_OPTIONS = FERRY_TITLES.map((title) => ({ value: title, label: title }));
const INFANT_AGE_OPTIONS = [
  { value: '0', label: '0 years' },
  { value: '1', label: '1 year' },
];

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

const toDraft = (values: Partial<TravellerInput>): TravellerDraft => ({
  title: text(values.title),
  name: text(values.name),
  age: text(values.age),
  nationality: text(values.nationality),
  fpassport: text(values.fpassport),
  fexpdate: text(values.fexpdate),
  fcountry: text(values.fcountry),
});

type TravellerFieldProps = FormFieldRenderProps<TravellerInput, FieldPath<TravellerInput>>;

/** A text box for a traveller field; the value is kept as typed. */
const textBox =
  (props: Omit<InputProps, 'id' | 'value' | 'onChange' | 'onBlur'> = {}) =>
  ({ field, id }: TravellerFieldProps) => (
    <Input
      {...props}
      id={id}
      value={text(field.value)}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );

/** A select for a traveller field; nothing chosen shows the placeholder. */
const selectBox =
  (props: Omit<SelectProps, 'id' | 'value' | 'onChange' | 'onBlur'>) =>
  ({ field, id }: TravellerFieldProps) => (
    <Select
      {...props}
      id={id}
      value={text(field.value) || undefined}
      onChange={(value: string) => field.onChange(value)}
      onBlur={field.onBlur}
    />
  );

export interface TravellerFormProps {
  kind: 'adult' | 'infant';
  /** 1-based number among travellers of this kind. */
  number: number;
  /** Registration key (e.g. `adult-0`). */
  formKey: string;
  draft: TravellerDraft;
  onDraftChange: (draft: TravellerDraft) => void;
  registry: ValidationRegistry<TravellerValues>;
}

/**
 * One traveller (spec 001 §2 and §5): title, name, age (adults 2 to 100; infants 0 or 1 from a select),
 * nationality from the shared list, and passport fields for non-Indian nationals. Messages come from the
 * shared schemas; the values are kept as typed so a reload loses nothing.
 */
export function TravellerForm({ kind, number, formKey, draft, onDraftChange, registry }: TravellerFormProps) {
  const id = useId().replace(/:/g, '');
  const schema = kind === 'adult' ? adultPassengerFormSchema : infantPassengerFormSchema;
  const { control, handleSubmit, watch } = useForm<TravellerInput, unknown, TravellerValues>({
    resolver: zodResolver(schema),
    defaultValues: draft,
    mode: 'onTouched',
  });
  const nationality = useWatch({ control, name: 'nationality' });

  const draftChange = useRef(onDraftChange);
  draftChange.current = onDraftChange;
  useEffect(() => {
    const subscription = watch((values) => draftChange.current(toDraft(values)));
    return () => subscription.unsubscribe();
  }, [watch]);

  useRegisterValidator(
    registry,
    formKey,
    () =>
      new Promise<TravellerValues | undefined>((resolve) => {
        void handleSubmit(
          (values) => resolve(values),
          () => resolve(undefined),
        )();
      }),
  );

  const heading = kind === 'adult' ? `Adult ${number}` : `Infant ${number} (below 2 years)`;

  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>{heading}</h3>} size="small">
      <Form layout="vertical" component={false}>
        <section aria-label={heading}>
          <Row gutter={[16, 0]}>
            <Col xs={24} sm={6}>
              <FormField
                control={control}
                name="title"
                label="Title"
                id={`${id}-title`}
                render={selectBox({ placeholder: 'Title', options: TITLE_OPTIONS })}
              />
            </Col>
            <Col xs={24} sm={12}>
              <FormField
                control={control}
                name="name"
                label="Full name"
                id={`${id}-name`}
                render={textBox({ autoComplete: 'name' })}
              />
            </Col>
            <Col xs={24} sm={6}>
              <FormField
                control={control}
                name="age"
                label="Age"
                id={`${id}-age`}
                render={
                  kind === 'adult'
                    ? textBox({ inputMode: 'numeric' })
                    : selectBox({ placeholder: 'Age', options: INFANT_AGE_OPTIONS })
                }
              />
            </Col>
            <Col xs={24} sm={12}>
              <FormField
                control={control}
                name="nationality"
                label="Nationality"
                id={`${id}-nationality`}
                render={selectBox({
                  showSearch: true,
                  optionFilterProp: 'label',
                  options: [...nationalityOptions],
                })}
              />
            </Col>
          </Row>
          {isIndianNationality(text(nationality)) ? null : (
            <Row gutter={[16, 0]}>
              <Col xs={24} sm={8}>
                <FormField
                  control={control}
                  name="fpassport"
                  label="Passport number"
                  id={`${id}-fpassport`}
                  render={textBox()}
                />
              </Col>
              <Col xs={24} sm={8}>
                <FormField
                  control={control}
                  name="fexpdate"
                  label="Passport expiry date"
                  id={`${id}-fexpdate`}
                  render={({ field, id: inputId }) => (
                    <DatePicker
                      id={inputId}
                      style={{ width: '100%' }}
                      format="YYYY-MM-DD"
                      value={field.value ? dayjs(text(field.value), 'YYYY-MM-DD') : null}
                      disabledDate={(day) => day.isBefore(dayjs(), 'day')}
                      onChange={(day) => field.onChange(day ? day.format('YYYY-MM-DD') : '')}
                    />
                  )}
                />
              </Col>
              <Col xs={24} sm={8}>
                <FormField
                  control={control}
                  name="fcountry"
                  label="Passport issuing country"
                  id={`${id}-fcountry`}
                  render={textBox()}
                />
              </Col>
            </Row>
          )}
        </section>
      </Form>
    </Card>
  );
}
