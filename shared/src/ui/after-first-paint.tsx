import { type ReactNode, useDeferredValue } from 'react';
import styles from '../assets/styles/after-first-paint.module.css';

export interface AfterFirstPaintProps {
  children: ReactNode;
  /** Shown in the first commit; by default an empty block a screen high, so nothing visible moves. */
  placeholder?: ReactNode;
}

/**
 * Renders `children` one step after the first view: the first render commits `placeholder` (cheap),
 * then React renders the children in a deferred pass (`useDeferredValue` with an initial value), which
 * is interruptible and split into short tasks. What comes before it (the page hero, usually the
 * largest paint) is on screen before the heavy part (antd forms, tabs, lists) has run, and a page
 * that appears on a data update (a synchronous render) no longer blocks the main thread in one task.
 * Wrap what comes after the hero; tests rendering under `act` see the children at once.
 */
export function AfterFirstPaint({
  children,
  placeholder = <div className={styles.placeholder} aria-hidden="true" />,
}: AfterFirstPaintProps) {
  const ready = useDeferredValue(true, false);
  return ready ? children : placeholder;
}
