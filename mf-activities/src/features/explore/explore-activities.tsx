import type { Activity } from '@andaman/shared/contracts/activities';
import { Link } from '@andaman/shared/router';
import { EmptyState } from '@andaman/shared/ui/empty-state';
import { offScreenItems } from '@andaman/shared/ui/off-screen';
import { SectionHeading } from '@andaman/shared/ui/section-heading';
import { lazy, Suspense, useId } from 'react';
import { useActivities } from '../../api/activities';
import { activityMessages } from '../../domain/messages';
import { ACTIVITY_CARD_ROOM_PX, ActivityCard } from './activity-card';
import styles from './explore-activities.module.css';

// Home's carousel only: the landing page's grid does not download the slider's code.
const AutoCarousel = lazy(async () => ({
  default: (await import('@andaman/shared/ui/auto-carousel')).AutoCarousel,
}));

/**
 * About 75 % of the width per card on a phone, a quarter on large screens (rule activities.carousel.width).
 */
export const CAROUSEL_SLIDES = { xs: 1.33, sm: 2, lg: 4 } as const;

export interface ExploreActivitiesProps {
  /** `grid` on the landing page (every activity), `carousel` on Home (looping, autoplay 4 s). */
  layout: 'grid' | 'carousel';
  /** How many activities to ask for (Home: 4); all of them when omitted. */
  limit?: number;
  /** Shows Explore More Activities, a link to /activities. */
  exploreMore?: boolean;
  /** Id of the section, e.g. the target Book Now in the hero scrolls to. */
  id?: string;
}

function ActivityList({ activities, layout }: { activities: Activity[]; layout: 'grid' | 'carousel' }) {
  if (layout === 'carousel') {
    return (
      <Suspense fallback={<div className={styles.placeholder} />}>
        <AutoCarousel label="Activities" slidesPerView={CAROUSEL_SLIDES} loop>
          {activities.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} headingLevel={3} />
          ))}
        </AutoCarousel>
      </Suspense>
    );
  }
  return (
    <ul {...offScreenItems(styles.grid, ACTIVITY_CARD_ROOM_PX)}>
      {activities.map((activity) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The Explore Activities section (rule activities.section), one component for the landing page's grid and
 * Home's carousel. A list that fails to load is silent: it shows "No activities found" like an empty one.
 */
export function ExploreActivities({ layout, limit, exploreMore = false, id }: ExploreActivitiesProps) {
  const headingId = useId();
  const activities = useActivities(limit);
  const list = activities.data ?? [];
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId} aria-busy={activities.isPending}>
      <SectionHeading
        id={headingId}
        title="Explore Activities"
        subtitle="Scuba diving, sea walks, snorkelling, kayaking and more across Port Blair, Havelock and Neil Island."
      />
      {activities.isPending ? (
        <div className={styles.placeholder} />
      ) : list.length === 0 ? (
        <EmptyState message={activityMessages.noActivities} />
      ) : (
        <ActivityList activities={list} layout={layout} />
      )}
      {exploreMore ? (
        <div className={styles.more}>
          <Link className={styles.exploreMore} to="/activities">
            {activityMessages.exploreMore}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
