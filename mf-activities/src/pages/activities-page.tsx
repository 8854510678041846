import { ExploreActivities } from '../features/explore/explore-activities';
import { ActivitiesLanding } from '../features/landing/activities-landing';

/** `/activities`: the landing page, with every activity in the Explore Activities grid. */
export function ActivitiesPage() {
  return (
    <div data-remote="activities">
      <ActivitiesLanding grid={<ExploreActivities layout="grid" />} />
    </div>
  );
}
