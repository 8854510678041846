// Files of their own (`?url`), not data URIs: cached once for every page instead of inside each page's JS.
import logoUrl from '../assets/logo.svg?url';
import logoMarkUrl from '../assets/logo-mark.svg?url';
import styles from '../assets/styles/brand-logo.module.css';

/** The business name the logo spells out. */
export const BRAND_NAME = 'Andaman Island Experts';

/** URL of the round logo mark (sun, palm, waves), e.g. for a loader or a favicon link. */
export const brandMarkUrl: string = logoMarkUrl;

export interface BrandLogoProps {
  /** `full` = mark and wordmark; `mark` = the round mark alone (small screens, loaders). */
  variant?: 'full' | 'mark';
  /** Rendered height in px; the width follows. */
  height?: number;
  /** Accessible name; pass an empty string when the name is already next to it. */
  alt?: string;
  className?: string;
}

/** The site's logo as an image with the brand name as its accessible name. */
export function BrandLogo({ variant = 'full', height = 40, alt = BRAND_NAME, className }: BrandLogoProps) {
  const isMark = variant === 'mark';
  return (
    <img
      src={isMark ? logoMarkUrl : logoUrl}
      alt={alt}
      height={height}
      width={isMark ? height : Math.round((height * 220) / 48)}
      className={[styles.logo, className].filter(Boolean).join(' ')}
      decoding="async"
    />
  );
}
