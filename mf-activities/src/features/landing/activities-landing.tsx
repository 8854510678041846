import { DocumentMetadata } from '@andaman/shared/ui/document-metadata';
import { useSiteOrigin } from '@andaman/shared/ui/hydration';
import { heroBackgrounds, PageHero } from '@andaman/shared/ui/page-hero';
import type { ReactNode } from 'react';
import { useActivities } from '../../api/activities';
import { activityMessages } from '../../domain/messages';
import styles from './activities-landing.module.css';
import { activitiesStructuredData } from './activities-structured-data';

export const ACTIVITIES_TITLE =
  'Andaman Activities: Scuba Diving, Sea Walk, Snorkelling | Andaman Island Experts';
export const ACTIVITIES_DESCRIPTION =
  'Book scuba diving, sea walking, snorkelling, kayaking and more in Port Blair, Havelock and Neil Island, with offer prices and secure online payment.';

/** Id of the grid, the target of the hero's Book Now. */
export const ACTIVITY_GRID_ID = 'explore-activities';

/**
 * `/activities` (rule activities.landing.hero): the hero whose Book Now scrolls to the grid (the page gives
 * it: the Explore Activities section); title, description, social tags and structured data of sample
 * activities.
 */
export function ActivitiesLanding({ grid }: { grid: ReactNode }) {
  const activities = useActivities();
  // Known once hydrated: the first render agrees with the server's HTML, which has no address.
  const origin = useSiteOrigin() ?? '';
  const scrollToGrid = () => {
    const grid = document.getElementById(ACTIVITY_GRID_ID);
    if (!grid) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    grid.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    // Keyboard and screen-reader users continue from the grid.
    grid.focus({ preventScroll: true });
  };
  return (
    <>
      <DocumentMetadata
        title={ACTIVITIES_TITLE}
        description={ACTIVITIES_DESCRIPTION}
        canonicalPath="/activities"
        image={activities.data?.[0]?.images[0] ?? heroBackgrounds.sea}
        structuredData={activitiesStructuredData(activities.data ?? [], origin)}
      />
      <PageHero title={activityMessages.heroTitle} subtitle={activityMessages.heroSubtitle}>
        <button type="button" className={styles.bookNow} onClick={scrollToGrid}>
          Book Now
        </button>
      </PageHero>
      <div id={ACTIVITY_GRID_ID} className={styles.grid} tabIndex={-1}>
        {grid}
      </div>
    </>
  );
}
