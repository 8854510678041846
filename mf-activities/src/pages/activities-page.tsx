import { useLocation } from '@andaman/shared/router';

/** Skeleton page: names its remote and route until the feature is built. */
export function ActivitiesPage() {
  const { pathname } = useLocation();
  return (
    <section data-remote="activities" style={{ padding: 24 }}>
      <h1>Discover Andaman Activities</h1>
      <p>Served by the activities remote for the route /activities (you are on {pathname}).</p>
    </section>
  );
}
