import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';

/** Placeholder layout: replaced by the full header, footer and contact dialog. */
export function ShellLayout() {
  return (
    <>
      <header>
        <nav aria-label="Main">
          <Link to="/">Home</Link> <Link to="/ferry">Ferry</Link> <Link to="/hotels">Hotels</Link>{' '}
          <Link to="/activities">Activities</Link> <Link to="/itinerary">Holidays</Link> <Link to="/blog">Blog</Link>
        </nav>
      </header>
      <main>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <footer>Monday to Saturday, 09:00 to 20:00</footer>
    </>
  );
}
