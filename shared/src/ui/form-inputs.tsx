/**
 * Labelled form fields bound to a react-hook-form field in one line (plain markup: a `TextInput` or a
 * `NativeSelect`, so a form loads none of antd's runtime): the input gets the field's
 * value, `onChange`, `onBlur` and `ref` (so `setFocus` and a failed submit can focus it), plus
 * `aria-invalid` and `aria-describedby` pointing at the schema's message once the field is invalid.
 *
 * ```tsx
 * <TextField control={control} name={`guests.${index}.name`} label="Full name" autoComplete="name" />
 * <SelectField control={control} name="title" label="Title" placeholder="Title" options={TITLES} />
 * <TextAreaField control={control} name="message" label="Message" rows={4} />
 * ```
 */
import { FormField, type FormFieldProps, type FormFieldRenderProps } from '@andaman/shared/ui/form-field';
import { NativeSelect, type NativeSelectProps } from '@andaman/shared/ui/native-select';
import { TextArea, TextInput, type TextInputProps } from '@andaman/shared/ui/text-input';
import type { FieldPath, FieldValues } from 'react-hook-form';

/** A form value as text (unset and non-string values become text, so an input is always controlled). */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** What every bound input takes from its form field: id, ref, name, value as text, blur and error state. */
function boundInput<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>>(
  { field, id, invalid, errorId }: FormFieldRenderProps<TFieldValues, TName>,
  required: boolean | undefined,
) {
  return {
    id,
    ref: field.ref,
    name: field.name,
    value: asText(field.value),
    onBlur: field.onBlur,
    invalid,
    'aria-required': required || undefined,
    'aria-describedby': errorId,
  };
}

type FieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformed> = Omit<
  FormFieldProps<TFieldValues, TName, TTransformed>,
  'render'
>;

export type TextFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
> = FieldProps<TFieldValues, TName, TTransformed> &
  Pick<TextInputProps, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'disabled'>;

/**
 * The keyboard and autofill a phone should offer for a field: e-mail and phone fields get the
 * matching `inputMode` and `autoComplete` token unless given; numeric fields also get `pattern="[0-9]*"`
 * (iOS shows the digit pad only with it).
 */
export function inputHints({
  type,
  inputMode,
  autoComplete,
}: Pick<TextInputProps, 'type' | 'inputMode' | 'autoComplete'>) {
  const byType: Partial<Record<string, { inputMode: TextInputProps['inputMode']; autoComplete: string }>> = {
    email: { inputMode: 'email', autoComplete: 'email' },
    tel: { inputMode: 'tel', autoComplete: 'tel' },
  };
  const mode = inputMode ?? (type ? byType[type]?.inputMode : undefined);
  return {
    type,
    inputMode: mode,
    autoComplete: autoComplete ?? (type ? byType[type]?.autoComplete : undefined),
    pattern: mode === 'numeric' ? '[0-9]*' : undefined,
  };
}

/** A labelled text box bound to a form field; the value is kept as typed. */
export function TextField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({
  type,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  disabled,
  ...field
}: TextFieldProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormField
      {...field}
      render={(bound) => (
        <TextInput
          {...boundInput(bound, field.required)}
          onChange={(event) => bound.field.onChange(event.target.value)}
          {...inputHints({ type, inputMode, autoComplete })}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
        />
      )}
    />
  );
}

export type SelectFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
> = FieldProps<TFieldValues, TName, TTransformed> &
  Pick<NativeSelectProps, 'options' | 'placeholder' | 'disabled'>;

/**
 * A labelled select bound to a form field (the browser's own select, `NativeSelect`); nothing chosen
 * shows the placeholder.
 */
export function SelectField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({ options, placeholder, disabled, ...field }: SelectFieldProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormField
      {...field}
      render={(bound) => (
        <NativeSelect
          {...boundInput(bound, field.required)}
          onChange={(value) => bound.field.onChange(value)}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    />
  );
}

export type TextAreaFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
> = FieldProps<TFieldValues, TName, TTransformed> & {
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
};

/** A labelled multi-line text box bound to a form field; the value is kept as typed. */
export function TextAreaField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({ rows, placeholder, disabled, ...field }: TextAreaFieldProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormField
      {...field}
      render={(bound) => (
        <TextArea
          {...boundInput(bound, field.required)}
          onChange={(event) => bound.field.onChange(event.target.value)}
          rows={rows}
          placeholder={placeholder}
          disabled={disabled}
        />
      )}
    />
  );
}
