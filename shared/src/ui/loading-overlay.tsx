import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from '../assets/styles/loading-overlay.module.css';

export interface LoadingOverlayProps {
  /** Shows the overlay; `false` renders nothing (default `true`). */
  open?: boolean;
  /** Accessible name of the busy region (default "Loading"). */
  label?: string;
  /** Visible text under the spinner, e.g. "Searching ferries…". */
  tip?: ReactNode;
}

/**
 * A full-screen overlay above everything (modals included) that blocks the page while data
 * loads or during the "overlay for N seconds, then navigate" delays (rule site.loading-overlay).
 * Rendered into `document.body` so no parent's overflow or transform can clip it.
 */
export function LoadingOverlay({ open = true, label = 'Loading', tip }: LoadingOverlayProps) {
  if (!open) return null;
  const overlay = (
    <div className={styles.overlay} role="status" aria-busy="true" aria-label={label} aria-live="polite">
      <div className={styles.panel}>
        <span className={styles.spinner} aria-hidden="true" />
        {tip ? <p className={styles.tip}>{tip}</p> : null}
      </div>
    </div>
  );
  return typeof document === 'undefined' ? overlay : createPortal(overlay, document.body);
}
