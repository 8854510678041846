import type { CSSProperties } from 'react';
import styles from '../assets/styles/logo-marquee.module.css';

export interface MarqueeLogo {
  id: string;
  src: string;
  /** Accessible name (the company); logos are never decorative here. */
  alt: string;
}

export interface LogoMarqueeProps {
  logos: readonly MarqueeLogo[];
  /** Accessible name of the strip, e.g. "Our ferry partners". */
  label: string;
  /** Scrolling speed in px per second (default 40). */
  speed?: number;
  /** Height of every logo in px (default 48); each sits in a box 3.2 times as wide. */
  logoHeight?: number;
  /** Space between logos in px (default 40). */
  gap?: number;
  /** Pause while the pointer is over the strip (default true; keyboard focus always pauses). */
  pauseOnHover?: boolean;
  className?: string;
}

/** Seconds for one full loop: the strip's width divided by the speed. */
export function marqueeDurationSeconds(count: number, itemWidth: number, gap: number, speed: number): number {
  if (count <= 0 || speed <= 0) return 0;
  return (count * (itemWidth + gap)) / speed;
}

/**
 * A strip of logos scrolling sideways forever, in pure CSS (a second, hidden copy makes the
 * loop seamless). It pauses on hover and focus, and stands still as a centred, wrapped row
 * for visitors who prefer reduced motion.
 */
export function LogoMarquee({
  logos,
  label,
  speed = 40,
  logoHeight = 48,
  gap = 40,
  pauseOnHover = true,
  className,
}: LogoMarqueeProps) {
  const itemWidth = Math.round(logoHeight * 3.2);
  const duration = marqueeDurationSeconds(logos.length, itemWidth, gap, speed);
  // A visitor who prefers reduced motion gets the same HTML, standing still (the CSS's media query):
  // nothing changes when the page becomes live.
  const moving = duration > 0;
  const vars = {
    '--marquee-duration': `${duration}s`,
    '--marquee-gap': `${gap}px`,
    '--marquee-item-width': `${itemWidth}px`,
    '--marquee-logo-height': `${logoHeight}px`,
  } as CSSProperties;

  const list = (hidden: boolean) => (
    <ul className={styles.list} aria-hidden={hidden || undefined} aria-label={hidden ? undefined : label}>
      {logos.map((logo) => (
        <li key={logo.id} className={styles.item}>
          <img
            src={logo.src}
            alt={hidden ? '' : logo.alt}
            className={styles.logo}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div
      className={[
        styles.marquee,
        moving ? styles.moving : styles.still,
        pauseOnHover ? styles.pauseOnHover : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={vars}
    >
      <div className={styles.track}>
        {list(false)}
        {moving ? list(true) : null}
      </div>
    </div>
  );
}
