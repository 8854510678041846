import type { Trip } from '@andaman/shared/contracts/trips';
import { onUseModule } from '@andaman/shared/on-use-module';
import { Link, useLocation } from '@andaman/shared/router';
import { REFERENCE_PARAM, TRIPS_PATH } from '@andaman/shared/rules/trip-paths';
import { ownerTokenOf } from '@andaman/shared/state/device-bookings';
import { Spinner } from '@andaman/shared/ui/spinner';
import { Suspense, use, useId, useMemo } from 'react';
import page from '../../styles/content-page.module.css';
import { ContactLine } from './contact-line';
import styles from './thank-you.module.css';
import { THANK_YOU_CONTENT, type ThankYouKind } from './thank-you-content';
import { fetchTrip } from './trip-read';

const bookingView = onUseModule(() => import('./thank-you-booking'));
const ThankYouBooking = bookingView.lazyComponent((module) => module.ThankYouBooking);

/** Texts of a thank-you page opened without a booking of this browser (rule trips.thank-you.none). */
export const NO_BOOKING_TEXT = {
  title: 'No booking to show | Andaman Island Experts',
  heading: 'No booking to show',
  text: 'This page shows a booking made on this device. Find your booking with its reference and the e-mail you booked with.',
  find: 'Find your booking',
} as const;

/**
 * A thank-you page (rule payment.thank-you, rule trips.thank-you): the booking named by `?reference=`, read
 * with this browser's owner token, with its reference, what was booked, the amount, its status and what
 * happens next, and a link to its trip page. Without a booking of this browser it says so and links to the
 * lookup instead of confirming anything (rule trips.thank-you.none).
 *
 * The read is one request on this page's first load, made once per visit and never retried, so it is a
 * promise read with React's `use` rather than a query: TanStack Query stays off the page's first load.
 */
export function ThankYouView({ kind }: { kind: ThankYouKind }) {
  const { search } = useLocation();
  const reference = new URLSearchParams(search).get(REFERENCE_PARAM) ?? undefined;
  // Made here, above the boundary that suspends on it, so the promise outlives the suspended render;
  // the booking's view downloads beside it. A failed read shows no booking, as no token does.
  const trip = useMemo(() => {
    if (!reference || !ownerTokenOf(reference)) return undefined;
    bookingView.preload();
    return fetchTrip(reference).catch(() => undefined);
  }, [reference]);
  if (!trip) return <NoBooking />;
  return (
    <Suspense fallback={<LoadingBooking kind={kind} />}>
      <BookingOrNone kind={kind} trip={trip} />
    </Suspense>
  );
}

function BookingOrNone({ kind, trip }: { kind: ThankYouKind; trip: Promise<Trip | undefined> }) {
  const booking = use(trip);
  return booking ? <ThankYouBooking kind={kind} booking={booking} /> : <NoBooking />;
}

function LoadingBooking({ kind }: { kind: ThankYouKind }) {
  return (
    <section className={styles.wrap} aria-busy="true">
      <title>{THANK_YOU_CONTENT[kind].title}</title>
      <Spinner size="large" />
      <h1 className={styles.heading}>Loading your booking</h1>
    </section>
  );
}

function NoBooking() {
  const headingId = useId();
  return (
    <section className={styles.wrap} aria-labelledby={headingId}>
      <title>{NO_BOOKING_TEXT.title}</title>
      <meta name="robots" content="noindex" />
      <h1 id={headingId} className={styles.heading}>
        {NO_BOOKING_TEXT.heading}
      </h1>
      <p className={styles.summary}>{NO_BOOKING_TEXT.text}</p>
      <p className={styles.actions}>
        <Link to={TRIPS_PATH} className={page.ctaLink}>
          {NO_BOOKING_TEXT.find}
        </Link>
      </p>
      <ContactLine />
    </section>
  );
}
