import { useLocation } from '@andaman/shared/router';

/** Skeleton page: names its remote and route until the feature is built. */
export function ItineraryDetailPage() {
  const { pathname } = useLocation();
  return (
    <section data-remote="holidays" style={{ padding: 24 }}>
      <h1>Holiday package</h1>
      <p>Served by the holidays remote for the route /itinerary/:itineraryId (you are on {pathname}).</p>
    </section>
  );
}
