import type { ReactNode } from 'react';
import styles from '../assets/styles/card.module.css';

export interface CardProps {
  /** The card's heading bar (usually an `<h2>`/`<h3>`). */
  title?: ReactNode;
  /** `small`: the compact header and padding (a traveller's or guest's card inside a form). */
  size?: 'default' | 'small';
  className?: string;
  children?: ReactNode;
}

/**
 * A bordered panel with an optional heading bar: the look of antd's Card in the brand theme (56 px
 * head, 24 px body; 38 px and 12 px when small) in plain markup and a CSS module. antd's Card imports
 * its Tabs (for `tabList`) and with them rc-tabs, rc-menu and rc-dropdown: much script on the ferry and
 * hotel search pages for a box with a title. Not an antd door, so each
 * app bundles it. A card is not a landmark: wrap its content in a labelled `section` where a screen
 * reader (or a test) should find it as a region.
 */
export function Card({ title, size = 'default', className, children }: CardProps) {
  const classes = [styles.card, size === 'small' ? styles.small : '', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {title ? (
        <div className={styles.head}>
          <div className={styles.title}>{title}</div>
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
