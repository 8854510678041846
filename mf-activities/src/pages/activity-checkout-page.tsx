import { useLocation } from '@andaman/shared/router';

/** Skeleton page: names its remote and route until the feature is built. */
export function ActivityCheckoutPage() {
  const { pathname } = useLocation();
  return (
    <section data-remote="activities" style={{ padding: 24 }}>
      <h1>Activity booking</h1>
      <p>Served by the activities remote for the route /activity-checkout (you are on {pathname}).</p>
    </section>
  );
}
