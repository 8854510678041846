import { Rate } from '@andaman/shared/ui/rate';
import styles from '../assets/styles/star-rating.module.css';

/** The rating scale of the whole site (spec 000 §9). */
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

/**
 * A read-only star rating out of 5. Announced as one image, "Rated N out of 5", rather than as
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
      <Rate className={styles.stars} disabled allowHalf count={RATING_SCALE} value={rating} aria-hidden />
      {showValue ? (
        <span className={styles.value} aria-hidden>
          {rating}
        </span>
      ) : null}
    </span>
  );
}
