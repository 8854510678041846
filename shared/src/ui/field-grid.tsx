import type { ReactNode } from 'react';
import styles from '../assets/styles/field-grid.module.css';

/**
 * A form's fields side by side: one per line on phones; from 576 px on a 12-column grid where each
 * `FieldCell` takes its `width`. Plain CSS grid (it was antd's Row and Col), so a form loads none of
 * antd's runtime for its layout.
 *
 * ```tsx
 * <FieldGrid>
 *   <FieldCell width="quarter"><SelectField … label="Title" /></FieldCell>
 *   <FieldCell width="half"><TextField … label="Full name" /></FieldCell>
 * </FieldGrid>
 * ```
 */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}

export function FieldCell({
  width,
  children,
}: {
  /** The share of a line from 576 px wide: a quarter, a third, a half or all of it. */
  width: 'quarter' | 'third' | 'half' | 'full';
  children: ReactNode;
}) {
  return <div className={styles[width]}>{children}</div>;
}
