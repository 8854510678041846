import { useLocation } from '@andaman/shared/router';

/** Skeleton page: names its remote and route until the feature is built. */
export function HotelCheckoutPage() {
  const { pathname } = useLocation();
  return (
    <section data-remote="hotels" style={{ padding: 24 }}>
      <h1>Hotel guest details</h1>
      <p>Served by the hotels remote for the route /hotels/checkout (you are on {pathname}).</p>
    </section>
  );
}
