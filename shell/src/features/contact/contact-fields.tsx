import { FormFields } from '@andaman/shared/ui/form';
import { TextAreaField, TextField } from '@andaman/shared/ui/form-inputs';
import { useId } from 'react';
import type { Control, FieldPath } from 'react-hook-form';

/**
 * The fields the contact page and the contact-us dialog share (rule contact.entity): both forms send
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
    <FormFields requiredMark="optional">
      {FIELDS.map((spec) => (
        <TextField
          key={spec.name}
          control={control}
          name={spec.name}
          label={spec.label}
          id={`${idPrefix}-${spec.name}`}
          required={spec.required}
          type={spec.type ?? 'text'}
          autoComplete={spec.autoComplete}
          placeholder={spec.placeholder}
          disabled={disabled}
        />
      ))}
      <TextAreaField
        control={control}
        name="message"
        label="Message"
        id={`${idPrefix}-message`}
        rows={messageRows}
        placeholder={messagePlaceholder}
        disabled={disabled}
      />
    </FormFields>
  );
}
