import { Modal as AntdModal, type ModalProps } from '@andaman/shared/ui/modal';
import type { KeyboardEvent } from 'react';

export type { ModalProps };

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab goes from `active` among a dialog's `focusables` (rule site.dialog-focus): past the last, back to
 * the first; before the first (Shift+Tab), to the last; anywhere else the browser's own order (`undefined`).
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

/**
 * Keeps Tab inside the dialog. antd's lock pulls the focus back only when it lands on something else in the
 * page; tabbing past the last control leaves the page for the browser's own controls, where no focus event
 * tells it, so a traveller lost the dialog.
 */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Tab') return;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const target = wrappedFocus(tabbable(event.currentTarget), active, event.shiftKey);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The site's dialog: antd's Modal (the shared door), with Tab and Shift+Tab kept inside it
 * (rule site.dialog-focus).
 */
export function Dialog({ modalRender, ...props }: ModalProps) {
  return (
    <AntdModal
      {...props}
      modalRender={(node) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: it only hears Tab on its way up from the dialog's own controls; it is no control itself.
        <div onKeyDown={keepTabInside}>{modalRender ? modalRender(node) : node}</div>
      )}
    />
  );
}
