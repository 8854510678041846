import { type ContactMessage, contactMessageSchema } from '@andaman/shared/contracts/contact';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ContactFields, type ContactFieldValues } from './contact-fields';
import { useSendEmail } from './send-email';

const EMPTY_MESSAGE: ContactFieldValues = { fullName: '', email: '', phone: '', message: '' };

export interface ContactFormProps {
  /** Accessible name of the form. */
  'aria-labelledby'?: string;
}

/**
 * The contact page form (rule contact.form.fields, rule contact.success, rule contact.error): validated by
 * the shared contact schema, sent to `/common/email`; "Email sent successfully." and a cleared form on
 * success, the server's message or "An error occured." on failure.
 */
export function ContactForm(props: ContactFormProps) {
  const { control, handleSubmit, reset } = useForm<ContactFieldValues, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY_MESSAGE,
  });
  const sending = useSendEmail('contact');

  const submit = handleSubmit((message) =>
    sending.mutate(message, { onSuccess: () => reset(EMPTY_MESSAGE) }),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={props['aria-labelledby']}>
      <ContactFields
        control={control}
        disabled={sending.isPending}
        messagePlaceholder="How can we help? Dates, islands, number of travellers… (optional)"
        messageRows={5}
      />
      <ActionButton variant="primary" type="submit" loading={sending.isPending}>
        Send message
      </ActionButton>
    </form>
  );
}
