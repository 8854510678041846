import { useLocation } from 'react-router-dom';

/** Skeleton page: names its remote and route until the feature is built. */
export function FerrySearchPage() {
  const { pathname } = useLocation();
  return (
    <section data-remote="ferry" style={{ padding: 24 }}>
      <h1>Ferry search</h1>
      <p>Served by the ferry remote for the route /ferry (you are on {pathname}).</p>
    </section>
  );
}
