import { useLocation } from '@andaman/shared/router';

/** Skeleton page: names its remote and route until the feature is built. */
export function ItineraryListPage() {
  const { pathname } = useLocation();
  return (
    <section data-remote="holidays" style={{ padding: 24 }}>
      <h1>Holiday packages</h1>
      <p>Served by the holidays remote for the route /itinerary (you are on {pathname}).</p>
    </section>
  );
}
