import { Form } from '@andaman/shared/ui/form';
import { Input } from '@andaman/shared/ui/input';
import { useId } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';

/**
 * The fields the contact page and the contact-us dialog share (spec 000 §3): both forms send
 * `fullName`, `email`, `phone` and an optional `message`; each validates with its own schema.
 */
export interface ContactFieldValues {
  fullName: string;
  email: string;
  phone: string;
  message?: string | undefined;
}

interface FieldSpec {
  name: FieldPath<ContactFieldValues>;
  label: string;
  required: boolean;
  autoComplete: string;
  type?: 'email' | 'tel' | 'text';
  placeholder: string;
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'fullName',
    label: 'Full name',
    required: true,
    autoComplete: 'name',
    placeholder: 'Your full name',
  },
  {
    name: 'email',
    label: 'Email',
    required: true,
    autoComplete: 'email',
    type: 'email',
    placeholder: 'you@example.com',
  },
  {
    name: 'phone',
    label: 'Phone number',
    required: true,
    autoComplete: 'tel',
    type: 'tel',
    placeholder: '10-digit mobile number',
  },
];

export interface ContactFieldsProps {
  control: Control<ContactFieldValues>;
  /** Placeholder of the message box. */
  messagePlaceholder?: string;
  /** Rows of the message box (default 4). */
  messageRows?: number;
  /** Disables every field while the form is being sent. */
  disabled?: boolean;
}

/**
 * Full name, e-mail, phone and optional message, labelled, with the schema's message under a field once it
 * is invalid (announced, and tied to the input with `aria-describedby`).
 */
export function ContactFields({
  control,
  messagePlaceholder = 'Tell us about your trip (optional)',
  messageRows = 4,
  disabled = false,
}: ContactFieldsProps) {
  const idPrefix = useId();
  return (
    <Form layout="vertical" component={false} requiredMark="optional" disabled={disabled}>
      {FIELDS.map((spec) => {
        const id = `${idPrefix}-${spec.name}`;
        return (
          <Controller
            key={spec.name}
            name={spec.name}
            control={control}
            render={({ field, fieldState }) => (
              <Form.Item
                label={spec.label}
                htmlFor={id}
                required={spec.required}
                validateStatus={fieldState.error ? 'error' : undefined}
                help={
                  fieldState.error ? <span id={`${id}-error`}>{fieldState.error.message}</span> : undefined
                }
              >
                <Input
                  id={id}
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  type={spec.type ?? 'text'}
                  inputMode={spec.type === 'tel' ? 'tel' : undefined}
                  autoComplete={spec.autoComplete}
                  placeholder={spec.placeholder}
                  aria-required={spec.required}
                  aria-invalid={fieldState.error ? true : undefined}
                  aria-describedby={fieldState.error ? `${id}-error` : undefined}
                />
              </Form.Item>
            )}
          />
        );
      })}
      <Controller
        name="message"
        control={control}
        render={({ field }) => (
          <Form.Item label="Message" htmlFor={`${idPrefix}-message`}>
            <Input.TextArea
              id={`${idPrefix}-message`}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              rows={messageRows}
              placeholder={messagePlaceholder}
            />
          </Form.Item>
        )}
      />
    </Form>
  );
}
