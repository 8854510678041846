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

/** How long the traveller must have left keyboard and pointer alone before the dialog opens by itself. */
export const ENQUIRY_IDLE_MS = 3000;
/** How often a held-back auto-open checks again whether the traveller is idle now. */
const IDLE_RECHECK_MS = 1000;
/**
 * Cookie saying the dialog was shown (by itself or on demand) during this visit. A session cookie: every
 * tab of the visit sees it (sessionStorage is one tab's), and it ends with the browser session.
 */
export const ENQUIRY_SEEN_COOKIE = 'andaman_enquiry_seen';

/** True for a field the traveller types into (text inputs, text areas, selects, editable content). */
export function isEditableElement(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) {
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file', 'range', 'color'].includes(
      element.type,
    );
  }
  return element instanceof HTMLElement && element.isContentEditable === true;
}

/**
 * Whether the traveller is busy: focus is in a field, or they pressed a key, clicked or touched within
 * the last `ENQUIRY_IDLE_MS`. The dialog never takes focus from someone typing.
 */
export function isTravellerBusy(
  lastInteractionAt: number,
  now: number,
  activeElement: Element | null = document.activeElement,
): boolean {
  return isEditableElement(activeElement) || now - lastInteractionAt < ENQUIRY_IDLE_MS;
}

/** Whether the dialog was shown in any tab of this visit. */
export const seenThisVisit = () => document.cookie.split('; ').includes(`${ENQUIRY_SEEN_COOKIE}=1`);
/** Records (or forgets) for the visit that the dialog was shown. */
export function rememberEnquirySeen(seen: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari; the value is a constant.
  document.cookie = seen
    ? `${ENQUIRY_SEEN_COOKIE}=1; path=/; SameSite=Lax`
    : `${ENQUIRY_SEEN_COOKIE}=; path=/; max-age=0`;
}
const markSeen = () => rememberEnquirySeen(true);

/** Milliseconds since the page began to load (the navigation's start). */
const sincePageLoad = () => performance.now();

const INTERACTIONS = ['keydown', 'pointerdown', 'input', 'wheel', 'touchstart'] as const;

/**
 * The contact-us dialog (it opens by itself 7 s after the page began to load, not 7 s after the layout's
 * code ran: rule contact.enquiry.auto-open), as a traveller expects it: once per visit. After it was shown —
 * by itself or on demand — and dismissed or sent, it stays closed for the rest of the visit, in every tab (a
 * session cookie). When the delay is up while the traveller is typing in a
 * field or has just pressed a key or tapped, it waits until they have been idle for `ENQUIRY_IDLE_MS` with
 * focus outside any field. It holds back when `holdBack` says the moment is wrong (another modal dialog is
 * showing, or the payment is being verified). `show` opens it on demand.
 */
export function useEnquiryDialog(
  autoOpenAfterMs: number,
  holdBack: () => boolean = shouldHoldBackAutoOpen,
  elapsedMs: () => number = sincePageLoad,
): EnquiryDialogState {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const alreadyOpened = useRef(false);
  const lastInteractionAt = useRef(Number.NEGATIVE_INFINITY);

  const show = useCallback(() => {
    alreadyOpened.current = true;
    markSeen();
    setMounted(true);
    setOpen(true);
  }, []);

  const hide = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (seenThisVisit()) return;
    const noteInteraction = () => {
      lastInteractionAt.current = Date.now();
    };
    for (const type of INTERACTIONS)
      document.addEventListener(type, noteInteraction, { capture: true, passive: true });
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      if (alreadyOpened.current || seenThisVisit() || holdBack()) return;
      if (isTravellerBusy(lastInteractionAt.current, Date.now())) {
        timer = setTimeout(attempt, IDLE_RECHECK_MS);
        return;
      }
      show();
    };
    timer = setTimeout(attempt, Math.max(0, autoOpenAfterMs - elapsedMs()));
    return () => {
      clearTimeout(timer);
      for (const type of INTERACTIONS) document.removeEventListener(type, noteInteraction, { capture: true });
    };
  }, [autoOpenAfterMs, show, holdBack, elapsedMs]);

  return { open, mounted, show, hide };
}
