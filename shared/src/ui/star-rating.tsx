import { Star, StarHalf } from 'lucide-react';
import styles from '../assets/styles/star-rating.module.css';

/** The rating scale of the whole site (rule site.rating-scale). */
export const RATING_SCALE = 5;

export interface StarRatingProps {
  /** 0 to 5; rounded to the nearest half star, values outside the range are clamped. */
  value: number;
  size?: 'small' | 'medium' | 'large';
  /** Also prints the number, e.g. "4.5", after the stars. */
  showValue?: boolean;
  className?: string;
}

/** Clamps to 0–5 and rounds to the nearest half star. */
export function normaliseRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(RATING_SCALE, Math.max(0, value)) * 2) / 2;
}

/** How the star at `index` (0-based) is drawn for a normalised rating. */
export function starFill(rating: number, index: number): 'full' | 'half' | 'empty' {
  if (rating >= index + 1) return 'full';
  return rating >= index + 0.5 ? 'half' : 'empty';
}

/**
 * A read-only star rating out of 5, drawn with SVG stars (no form control inside, so it can sit in
 * a card or a link without nesting interactive elements). Announced as one image, "Rated N out of 5", rather than as
 * five radio buttons.
 */
export function StarRating({ value, size = 'medium', showValue = false, className }: StarRatingProps) {
  const rating = normaliseRating(value);
  const label = `Rated ${rating} out of ${RATING_SCALE}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={[styles.rating, styles[size], className].filter(Boolean).join(' ')}
    >
      <span className={styles.stars} aria-hidden="true">
        {Array.from({ length: RATING_SCALE }, (_, index) => {
          const fill = starFill(rating, index);
          return (
            <span key={index} className={styles.star} data-fill={fill}>
              <Star
                className={fill === 'full' ? styles.filled : styles.empty}
                fill={fill === 'full' ? 'currentColor' : 'none'}
              />
              {fill === 'half' ? <StarHalf className={styles.half} fill="currentColor" /> : null}
            </span>
          );
        })}
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden>
          {rating}
        </span>
      ) : null}
    </span>
  );
}
