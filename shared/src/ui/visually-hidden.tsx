import type { ReactNode } from 'react';
import styles from '../assets/styles/visually-hidden.module.css';

/** Text for screen readers only (e.g. "Original price" before a struck-through amount). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
