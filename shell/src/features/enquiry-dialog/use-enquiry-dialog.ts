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

/** Pages where a traveller waits on a transaction; the dialog must not interrupt them. */
const QUIET_PATH = /^\/payment-status\//;

/**
 * Whether the auto-open should hold back right now: another modal is showing, or the traveller is on
 * the payment verification page (its result dialogs can take a few seconds of retries to appear).
 */
export function shouldHoldBackAutoOpen(pathname: string = window.location.pathname): boolean {
  return QUIET_PATH.test(pathname) || isModalDialogOpen();
}

/**
 * Opens the contact-us dialog by itself `autoOpenAfterMs` after the layout mounts (once per page load, spec
 * 000 §2 and §9), unless the visitor already opened it or `holdBack` says the moment is wrong (another
 * modal dialog is showing, or the payment is being verified); `show` opens it on demand.
 */
export function useEnquiryDialog(
  autoOpenAfterMs: number,
  holdBack: () => boolean = shouldHoldBackAutoOpen,
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
      if (!alreadyOpened.current && !holdBack()) show();
    }, autoOpenAfterMs);
    return () => clearTimeout(timer);
  }, [autoOpenAfterMs, show, holdBack]);

  return { open, mounted, show, hide };
}
