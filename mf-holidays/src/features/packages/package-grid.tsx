import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import type { PackageCardModel } from '../../domain/package-card';
import { PackageCard, VIEW_DELAY_MS } from './package-card';
import styles from './package-card.module.css';

/** The cards of a package list; View shows the overlay, then opens the package (rule holidays.card). */
export function PackageGrid({ packages, label }: { packages: readonly PackageCardModel[]; label: string }) {
  const { navigateAfter, overlay } = useDelayedNavigate({
    overlayLabel: 'Opening holiday package',
    overlayTip: 'Opening your package…',
  });
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <PackageCard pkg={pkg} onView={(id) => navigateAfter(`/itinerary/${id}`, VIEW_DELAY_MS)} />
          </li>
        ))}
      </ul>
      {overlay}
    </>
  );
}
