import { type CSSProperties, type ReactNode, useId } from 'react';
import heroFerryUrl from '../assets/hero-ferry.svg';
import heroSeaUrl from '../assets/hero-sea.svg';
import styles from '../assets/styles/page-hero.module.css';

/** Local hero backgrounds (nothing is fetched from the internet). */
export const heroBackgrounds = {
  /** Calm sea and islands: Home, itinerary, activities. */
  sea: heroSeaUrl,
  /** A ferry crossing: the ferry landing page. */
  ferry: heroFerryUrl,
} as const;

export interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small line above the title, e.g. "Andaman & Nicobar Islands". */
  eyebrow?: ReactNode;
  /** Background image URL (a CMS image or one of `heroBackgrounds`); defaults to the sea. */
  backgroundImage?: string;
  /** Search form, call to action… rendered under the text. */
  children?: ReactNode;
  align?: 'center' | 'start';
  /** `compact` for inner pages, `tall` for Home. */
  size?: 'compact' | 'default' | 'tall';
  /** The hero title is the page's `h1` unless the page already has one. */
  headingLevel?: 1 | 2;
  id?: string;
  className?: string;
}

/**
 * The banner at the top of a page: a background picture under a sea-blue scrim (so white text
 * keeps its contrast on any image), the title, an optional subtitle and a slot for a search
 * form or a call to action.
 */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  backgroundImage = heroBackgrounds.sea,
  children,
  align = 'center',
  size = 'default',
  headingLevel = 1,
  id,
  className,
}: PageHeroProps) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const background = { '--hero-image': `url("${backgroundImage}")` } as CSSProperties;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.hero, styles[size], styles[align], className].filter(Boolean).join(' ')}
      style={background}
    >
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children ? <div className={styles.content}>{children}</div> : null}
      </div>
    </section>
  );
}
