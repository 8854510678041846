import type { KeyboardEvent } from 'react';

/**
 * Tab and Shift+Tab kept inside a dialog (rule site.dialog-focus), for the site's antd `Dialog` and for a
 * native `<dialog>` alike: a modal makes the page behind inert, but Tab past the last control still leaves
 * it for the browser's own controls, where no focus event tells the page, so a traveller lost the dialog.
 * Apart from dialog.tsx so that a page without antd can use it.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab goes from `active` among a dialog's `focusables`: past the last, back to the first; before the
 * first (Shift+Tab), to the last; anywhere else the browser's own order (`undefined`).
 */
export function wrappedFocus<T>(
  focusables: readonly T[],
  active: T | null,
  backwards: boolean,
): T | undefined {
  const first = focusables[0];
  const last = focusables.at(-1);
  if (first === undefined || last === undefined) return undefined;
  if (backwards) return active === first ? last : undefined;
  return active === last ? first : undefined;
}

/** The controls of `root` Tab can reach: enabled, not hidden, not inert. */
function tabbable(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [aria-hidden="true"], [inert]'),
  );
}

/** A dialog's `onKeyDown`: Tab wraps around its controls. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const target = wrappedFocus(tabbable(event.currentTarget), active, event.shiftKey);
  if (!target) return;
  event.preventDefault();
  target.focus();
}
