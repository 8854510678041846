import { ContentSection } from '@andaman/shared/ui/content-section';
import { EmptyState } from '@andaman/shared/ui/empty-state';
import { Pager } from '@andaman/shared/ui/pager';
import { useState } from 'react';
import { homePackagesFilters, PACKAGES_LOAD_FAILED, useHolidayPackages } from '../../api/holiday-packages';
import {
  MAX_PAGE_NUMBERS,
  PACKAGES_PAGE_SIZE,
  packagePageCount,
  showsPager,
} from '../../domain/package-rules';
import styles from './package-card.module.css';
import { PackageGrid } from './package-grid';

const PLACEHOLDER_SLOTS = Array.from({ length: PACKAGES_PAGE_SIZE }, (_, slot) => slot);

/**
 * While the list loads: a page of empty cards, so the sections below keep their place when it comes
 * (a tap aimed at them is not moved onto another control).
 */
function PackageGridPlaceholder() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {PLACEHOLDER_SLOTS.map((slot) => (
        <li key={slot} className={`${styles.card} ${styles.placeholder}`} />
      ))}
    </ul>
  );
}

/**
 * Home's holiday packages (rule holidays.home-list): 6 per page from `GET /holidayPackage`, filtered by the
 * destination, with the pager only above 6. A failed list toasts "Failed to load packages." (its query's
 * meta) and says so in place. Render it with `key={destination}` so a new search starts at page 1.
 */
export function HomePackages({ mainLocationId }: { mainLocationId?: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useHolidayPackages({ ...homePackagesFilters(mainLocationId), page });
  const total = data?.total ?? 0;
  return (
    <ContentSection
      id="holiday-packages"
      title="Holiday Packages"
      subtitle="Hand-picked Andaman itineraries with hotels, transfers and sightseeing."
    >
      <div aria-busy={isPending || undefined}>
        {isError && !data ? (
          <EmptyState message={PACKAGES_LOAD_FAILED} />
        ) : isPending ? (
          <>
            <p role="status">Loading packages…</p>
            <PackageGridPlaceholder />
          </>
        ) : data.cards.length === 0 ? (
          <EmptyState message="No holiday packages found" description="Try another destination." />
        ) : (
          <>
            <PackageGrid packages={data.cards} label="Holiday packages" />
            {showsPager(total) ? (
              <Pager
                page={page}
                totalPages={packagePageCount(total)}
                onChange={setPage}
                label="Holiday packages pages"
                maxNumbers={MAX_PAGE_NUMBERS}
              />
            ) : null}
          </>
        )}
      </div>
    </ContentSection>
  );
}
