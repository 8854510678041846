import { useLocation } from '@andaman/shared/router';

/** Skeleton page: names its remote and route until the feature is built. */
export function PassengerInfoPage() {
  const { pathname } = useLocation();
  return (
    <section data-remote="ferry" style={{ padding: 24 }}>
      <h1>Traveller details</h1>
      <p>Served by the ferry remote for the route /passenger-info (you are on {pathname}).</p>
    </section>
  );
}
