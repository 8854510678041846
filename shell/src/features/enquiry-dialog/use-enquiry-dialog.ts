import { useCallback, useEffect, useRef, useState } from 'react';

/** State of the contact-us dialog owned by the layout. */
export interface EnquiryDialogState {
  /** Whether the dialog is showing. */
  open: boolean;
  /** Whether its code has been asked for (it stays mounted once opened, so closing animates). */
  mounted: boolean;
  show: () => void;
  hide: () => void;
}

/** True when a modal dialog (e.g. a payment result) is already in front of the traveller. */
export function isModalDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * Opens the contact-us dialog by itself `autoOpenAfterMs` after the layout mounts (once per page load, spec
 * 000 §2 and §9), unless the visitor already opened it or another modal dialog is showing at that moment
 * (it never stacks on top of, say, a "Payment Failed!" dialog); `show` opens it on demand.
 */
export function useEnquiryDialog(
  autoOpenAfterMs: number,
  anotherDialogOpen: () => boolean = isModalDialogOpen,
): EnquiryDialogState {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const alreadyOpened = useRef(false);

  const show = useCallback(() => {
    alreadyOpened.current = true;
    setMounted(true);
    setOpen(true);
  }, []);

  const hide = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (!alreadyOpened.current && !anotherDialogOpen()) show();
    }, autoOpenAfterMs);
    return () => clearTimeout(timer);
  }, [autoOpenAfterMs, show, anotherDialogOpen]);

  return { open, mounted, show, hide };
}
