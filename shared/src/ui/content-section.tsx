import { SectionHeading } from '@andaman/shared/ui/section-heading';
import { type ReactNode, useId } from 'react';
import styles from '../assets/styles/content-section.module.css';

export interface ContentSectionProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Section id, e.g. for Home's `scrollTo` parameter. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A page section named by its heading (`aria-labelledby`), with the site's vertical rhythm. */
export function ContentSection({ title, subtitle, id, className, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, className].filter(Boolean).join(' ')}
    >
      <SectionHeading id={headingId} title={title} subtitle={subtitle} />
      {children}
    </section>
  );
}
