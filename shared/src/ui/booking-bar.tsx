import type { ReactNode } from 'react';
import styles from '../assets/styles/booking-bar.module.css';

export interface BookingBarProps {
  /** The booking's total as shown (`₹15,000`). */
  total: string;
  /** The page's main action (its one submit or pay button). */
  children: ReactNode;
}

/**
 * The booking's total and main action (rule site.booking-bar): on a phone they sit in a bar at the bottom of
 * the screen; on a wide screen the action stays where the page put it. The action is not copied, so there is
 * still one button, one name and one place in the tab order.
 */
export function BookingBar({ total, children }: BookingBarProps) {
  return (
    <div className={styles.bar} data-testid="booking-bar">
      <p className={styles.total}>
        <span>Total</span>
        <strong>{total}</strong>
      </p>
      {children}
    </div>
  );
}
