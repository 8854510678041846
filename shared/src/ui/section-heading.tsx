import type { ReactNode } from 'react';
import styles from '../assets/styles/section-heading.module.css';

export interface SectionHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small line above the title, e.g. "Why book with us". */
  eyebrow?: ReactNode;
  /** Heading level in the page outline (default 2). */
  level?: 2 | 3;
  align?: 'center' | 'start';
  /** Id of the heading, for `aria-labelledby` on the section it names. */
  id?: string;
  /** Links or buttons beside the title on wide screens, e.g. "Explore More Activities". */
  actions?: ReactNode;
  className?: string;
}

/** The title block of a page section: eyebrow, heading with a wave accent, subtitle, actions. */
export function SectionHeading({
  title,
  subtitle,
  eyebrow,
  level = 2,
  align = 'center',
  id,
  actions,
  className,
}: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div
      className={[styles.heading, styles[align], actions ? styles.withActions : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading id={id} className={[styles.title, styles[`level${level}`]].join(' ')}>
          {title}
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
