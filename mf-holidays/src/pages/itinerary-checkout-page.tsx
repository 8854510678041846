import { useLocation } from '@andaman/shared/router';

/** Skeleton page: names its remote and route until the feature is built. */
export function ItineraryCheckoutPage() {
  const { pathname } = useLocation();
  return (
    <section data-remote="holidays" style={{ padding: 24 }}>
      <h1>Package guest details</h1>
      <p>Served by the holidays remote for the route /itinerary/checkout (you are on {pathname}).</p>
    </section>
  );
}
