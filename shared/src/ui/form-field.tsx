import { FormItem } from '@andaman/shared/ui/form';
import { type ReactNode, useId } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';

/** What `FormField` hands its `render`: the field's bindings, the input's id and its error state. */
export interface FormFieldRenderProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> {
  /** react-hook-form's `value`, `onChange`, `onBlur`, `name` and `ref` for this field. */
  field: ControllerRenderProps<TFieldValues, TName>;
  /** The id the label points at: give it to the input, or the label names nothing. */
  id: string;
  /** Whether the field has an error (e.g. for the input's `aria-invalid`). */
  invalid: boolean;
  /**
   * Id of the element that shows the error message, while one is shown: the input's
   * `aria-describedby`, so a screen reader reads the message with the field.
   */
  errorId: string | undefined;
}

export interface FormFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> {
  /** The form's `control` from `useForm` (react-hook-form's own type, so any form context fits). */
  control: NonNullable<UseControllerProps<TFieldValues, TName, TTransformedValues>['control']>;
  /** The field's path in the form values, e.g. `email` or `trips.0.from`. */
  name: TName;
  /**
   * The visible label; it names the input (`getByLabelText`, Playwright's `getByLabel`). Leave it out
   * only for an input that names itself (a fieldset with its legend, e.g. a counter).
   */
  label?: ReactNode;
  /** The input's id; a unique one is made when omitted. */
  id?: string;
  /** A hint under the input. */
  extra?: ReactNode;
  /** Whether the field is required; the label is marked to match `FormFields`' `requiredMark`. */
  required?: boolean;
  /**
   * Whether the schema's message shows under the input (default `true`). `false` for a form that shows
   * one message for a group of fields, or none: the field only turns to its error state.
   */
  showMessage?: boolean;
  /** Renders the input, bound to `field` and carrying `id`. */
  render: (props: FormFieldRenderProps<TFieldValues, TName>) => ReactNode;
}

/**
 * One labelled field of a react-hook-form form, laid out by `FormItem`: the label is tied to the input
 * (`htmlFor`/`id`), and once the field is invalid the item turns to the error state with the
 * resolver's message (e.g. the zod schema's wording) under the input. The surrounding `<form>` and
 * `useForm` stay the app's; wrap the fields in `<FormFields>` only to mark the optional ones.
 *
 * ```tsx
 * <FormField
 *   control={control}
 *   name="email"
 *   label="Email"
 *   render={({ field, id }) => (
 *     <Input id={id} type="email" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
 *   )}
 * />
 * ```
 */
export function FormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  label,
  id,
  extra,
  required,
  showMessage = true,
  render,
}: FormFieldProps<TFieldValues, TName, TTransformedValues>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = showMessage ? fieldState.error?.message : undefined;
        return (
          <FormItem
            label={label}
            htmlFor={inputId}
            extra={extra}
            required={required}
            help={message === undefined ? undefined : <span id={errorId}>{message}</span>}
          >
            {render({
              field,
              id: inputId,
              invalid: fieldState.invalid,
              errorId: message === undefined ? undefined : errorId,
            })}
          </FormItem>
        );
      }}
    />
  );
}
