import { type Enquiry, enquirySchema } from '@andaman/shared/contracts/contact';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { Dialog } from '@andaman/shared/ui/dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ContactFields, type ContactFieldValues } from './contact-fields';
import styles from './enquiry-dialog.module.css';
import { useSendEmail } from './send-email';

/** Title of the contact-us dialog. */
export const ENQUIRY_DIALOG_TITLE = 'Contact Us';

const EMPTY_ENQUIRY: ContactFieldValues = { fullName: '', email: '', phone: '', message: '' };

export interface EnquiryDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The contact-us dialog (rule contact.enquiry.fields and the rules beside it): full name, e-mail, phone and
 * an optional message, validated by the shared enquiry schema and sent to `/common/email`. It closes and
 * resets on success or dismissal.
 */
export function EnquiryDialog({ open, onClose }: EnquiryDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, reset } = useForm<ContactFieldValues, unknown, Enquiry>({
    resolver: zodResolver(enquirySchema),
    defaultValues: EMPTY_ENQUIRY,
  });
  const sending = useSendEmail('enquiry');

  const close = () => {
    reset(EMPTY_ENQUIRY);
    sending.reset();
    onClose();
  };

  const submit = handleSubmit((enquiry) => sending.mutate(enquiry, { onSuccess: close }));

  return (
    <Dialog
      open={open}
      onCancel={close}
      footer={null}
      centered
      width={520}
      title={<span id={titleId}>{ENQUIRY_DIALOG_TITLE}</span>}
    >
      <p className={styles.intro}>
        Planning a trip to the Andaman Islands? Leave your details and our island experts will get back to you
        with ferries, stays and packages that fit.
      </p>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <ContactFields control={control} disabled={sending.isPending} messageRows={3} />
        <ActionButton variant="primary" type="submit" className={styles.send} loading={sending.isPending}>
          Send enquiry
        </ActionButton>
      </form>
    </Dialog>
  );
}
