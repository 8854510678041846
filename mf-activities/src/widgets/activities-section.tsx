import type { RemoteWidgetPrefetch } from '@andaman/shared/remote-contract';
import { getActivitiesQueryOptions, HOME_ACTIVITY_LIMIT } from '../api/activities';
import { ExploreActivities } from '../features/explore/explore-activities';

/**
 * Home's activities section (rule activities.home-section): 4 activities in a looping carousel and Explore
 * More Activities.
 */
export default function ActivitiesSection() {
  return (
    <div data-remote-widget="activities/activities-section">
      <ExploreActivities layout="carousel" limit={HOME_ACTIVITY_LIMIT} exploreMore />
    </div>
  );
}

/** The 4 activities Home shows, as the section asks for them: its first view is rendered with them. */
export const prefetch: RemoteWidgetPrefetch = async (queryClient) => {
  await queryClient.prefetchQuery(getActivitiesQueryOptions(HOME_ACTIVITY_LIMIT));
};
