import { ActionButton } from '@andaman/shared/ui/action-button';
import { keepTabInside } from '@andaman/shared/ui/focus-trap';
import { CloseCircleIcon, CloseIcon } from '@andaman/shared/ui/icons';
import { useId, useLayoutEffect, useRef } from 'react';
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
 * rule payment.check-failed), and a way home (with, when given, a way forward first). The browser's own
 * modal `<dialog>` (the page behind is inert, Escape closes, focus moves in), in antd Modal's look: this
 * page shows nothing else of antd, and its runtime was most of the page's first load.
 */
export function PaymentFailureDialog({ open, title, text, onClose, action }: PaymentFailureDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={styles.dialog}
      // Escape closes it (the browser's `cancel`, then `close`); the page then decides where to go.
      onClose={onClose}
      onKeyDown={keepTabInside}
    >
      <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      <div className={styles.failure}>
        <CloseCircleIcon className={styles.errorIcon} role="img" aria-label="Error" aria-hidden={false} />
        <p className={styles.failureText}>{text}</p>
      </div>
      <div className={styles.footer}>
        {action ? (
          <ActionButton variant="primary" onClick={action.onClick}>
            {action.label}
          </ActionButton>
        ) : null}
        <ActionButton variant={action ? 'default' : 'primary'} onClick={onClose}>
          Back to home
        </ActionButton>
      </div>
    </dialog>
  );
}
