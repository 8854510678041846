import { ActionButton } from '@andaman/shared/ui/action-button';
import { Dialog } from '@andaman/shared/ui/dialog';
import { CloseCircleIcon } from '@andaman/shared/ui/icons';
import styles from './payment-status.module.css';

export interface PaymentFailureDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** Called however the dialog is closed (button, close icon, Escape). */
  onClose: () => void;
  /** A way forward offered before "Back to home" (e.g. choosing the seats again). */
  action?: { label: string; onClick: () => void };
}

/**
 * A payment that did not go through: an error icon, the title and text (rule payment.failed,
 * rule payment.check-failed), and a way home (with, when given, a way forward first).
 */
export function PaymentFailureDialog({ open, title, text, onClose, action }: PaymentFailureDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onClose}
      centered
      mask={{ closable: false }}
      footer={
        <>
          {action ? (
            <ActionButton variant="primary" onClick={action.onClick}>
              {action.label}
            </ActionButton>
          ) : null}
          <ActionButton variant={action ? 'default' : 'primary'} onClick={onClose}>
            Back to home
          </ActionButton>
        </>
      }
    >
      <div className={styles.failure}>
        <CloseCircleIcon className={styles.errorIcon} role="img" aria-label="Error" aria-hidden={false} />
        <p className={styles.failureText}>{text}</p>
      </div>
    </Dialog>
  );
}
