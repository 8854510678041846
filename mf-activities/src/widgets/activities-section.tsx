import { HOME_ACTIVITY_LIMIT } from '../api/activities';
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
