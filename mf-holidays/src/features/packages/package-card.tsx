import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { RupeePrice } from '@andaman/shared/ui/price';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { useId } from 'react';
import type { PackageCardModel } from '../../domain/package-card';
import styles from './package-card.module.css';

/** The View button opens the package after 0.5 s behind the overlay (rule holidays.card.view-delay). */
export const VIEW_DELAY_MS = NAVIGATION_DELAY_MS.bookOrView;

/** "N Nights" (one night is "1 Night"). */
export const nightsLabel = (nights: number): string => `${nights} ${nights === 1 ? 'Night' : 'Nights'}`;

/**
 * A package card: picture, title, location, nights, "Starts from" price "Per person" and View, which
 * calls `onView` (the list shows the overlay and opens /itinerary/{id} after 0.5 s).
 */
export function PackageCard({ pkg, onView }: { pkg: PackageCardModel; onView: (id: number) => void }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {pkg.image ? (
        <ResponsiveImage
          className={styles.image}
          src={pkg.image}
          alt=""
          width={400}
          height={250}
          sizes="(min-width: 640px) 400px, 100vw"
        />
      ) : null}
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {pkg.name}
        </h3>
        <p className={styles.meta}>{pkg.location}</p>
        <p className={styles.meta}>{nightsLabel(pkg.nights)}</p>
        <div className={styles.footer}>
          <RupeePrice amount={pkg.price} prefix="Starts from" suffix="Per person" layout="stacked" />
          <ActionButton
            variant="primary"
            aria-label={`View ${pkg.name}, ${nightsLabel(pkg.nights)}`}
            onClick={() => onView(pkg.id)}
          >
            View
          </ActionButton>
        </div>
      </div>
    </article>
  );
}
