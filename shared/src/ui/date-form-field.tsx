/**
 * A labelled date field bound to a react-hook-form field in one line, as `TextField` and `SelectField`
 * are for text and choices: the field's value (`YYYY-MM-DD` or `''`), `onChange`, `onBlur` and `ref`,
 * plus `aria-invalid`, `aria-required` and `aria-describedby` from the form field. Its own module (not
 * in `form-inputs`), so a form without a date does not download the date field.
 *
 * ```tsx
 * <DateFormField control={control} name="checkIn" label="Check-in date" required disabledDate={isPastDay} />
 * ```
 */
import { DateField, type DateFieldProps } from '@andaman/shared/ui/date-field';
import { FormField, type FormFieldProps } from '@andaman/shared/ui/form-field';
import type { FieldPath, FieldValues } from 'react-hook-form';

export type DateFormFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
> = Omit<FormFieldProps<TFieldValues, TName, TTransformed>, 'render'> & Pick<DateFieldProps, 'disabledDate'>;

export function DateFormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({ disabledDate, ...field }: DateFormFieldProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormField
      {...field}
      render={({ field: bound, id, invalid, errorId }) => (
        <DateField
          id={id}
          ref={bound.ref}
          value={typeof bound.value === 'string' ? bound.value : ''}
          disabledDate={disabledDate}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          invalid={invalid}
          aria-required={field.required || undefined}
          aria-describedby={errorId}
        />
      )}
    />
  );
}
