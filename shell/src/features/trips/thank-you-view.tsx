import { Link, useLocation } from '@andaman/shared/router';
import { REFERENCE_PARAM, TRIPS_PATH, tripPath } from '@andaman/shared/rules/trip-paths';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { CheckCircleIcon } from '@andaman/shared/ui/icons';
import { Spinner } from '@andaman/shared/ui/spinner';
import { useId } from 'react';
import { telephoneFromCallLink } from '../../domain/site-info';
import page from '../../styles/content-page.module.css';
import styles from './thank-you.module.css';
import { THANK_YOU_CONTENT, type ThankYouKind } from './thank-you-content';
import { useTrip } from './trip-api';
import { nextSteps, statusText, tripTitle } from './trip-content';
import { TripDetails } from './trip-details';
import trips from './trips.module.css';

/** Texts of a thank-you page opened without a booking of this browser (rule trips.thank-you.none). */
export const NO_BOOKING_TEXT = {
  title: 'No booking to show | Andaman Island Experts',
  heading: 'No booking to show',
  text: 'This page shows a booking made on this device. Find your booking with its reference and the e-mail you booked with.',
  find: 'Find your booking',
} as const;

function ContactLine() {
  const { contact } = getRuntimeConfig();
  const telephone = telephoneFromCallLink(contact.callLink);
  return (
    <p className={styles.help}>
      Questions about your booking? Write to{' '}
      <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
      {telephone ? (
        <>
          {' '}
          or call <a href={contact.callLink}>{telephone}</a>
        </>
      ) : null}
      .
    </p>
  );
}

function ContinueLinks({ kind }: { kind: ThankYouKind }) {
  return (
    <nav aria-label="Continue planning" className={styles.actions}>
      <Link to="/" className={page.ctaLink}>
        Back to home
      </Link>
      {kind !== 'ferry' ? (
        <Link to="/ferry" className={page.secondaryLink}>
          Book a ferry
        </Link>
      ) : null}
      {kind !== 'activities' ? (
        <Link to="/activities" className={page.secondaryLink}>
          Explore activities
        </Link>
      ) : null}
      {kind === 'activities' ? (
        <Link to="/hotels" className={page.secondaryLink}>
          Find a hotel
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * A thank-you page (rule payment.thank-you, rule trips.thank-you): the booking named by `?reference=`, read
 * with this browser's owner token, with its reference, what was booked, the amount, its status and what
 * happens next, and a link to its trip page. Without a booking of this browser it says so and links to the
 * lookup instead of confirming anything (rule trips.thank-you.none).
 */
export function ThankYouView({ kind }: { kind: ThankYouKind }) {
  const { search } = useLocation();
  const reference = new URLSearchParams(search).get(REFERENCE_PARAM) ?? undefined;
  const trip = useTrip(reference);
  const headingId = useId();

  if (reference && trip.isPending) {
    return (
      <section className={styles.wrap} aria-busy="true">
        <title>{THANK_YOU_CONTENT[kind].title}</title>
        <Spinner size="large" />
        <h1 className={styles.heading}>Loading your booking</h1>
      </section>
    );
  }

  if (!trip.data) {
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

  const booking = trip.data;
  const content = THANK_YOU_CONTENT[kind];
  const requested = booking.status === 'requested';
  // A booking not (yet) paid is never called confirmed.
  const unpaid = booking.status === 'awaiting-payment' || booking.status === 'payment-failed';
  const heading = unpaid
    ? 'This booking is not paid'
    : requested && booking.kind === 'hotel'
      ? 'Thank you! We have received your hotel booking request'
      : content.heading;
  const summary = unpaid
    ? statusText(booking)
    : requested
      ? 'Your request has reached our team.'
      : content.summary;
  return (
    <>
      <title>{content.title}</title>
      <meta name="robots" content="noindex" />
      <section className={styles.wrap} aria-labelledby={headingId}>
        {unpaid ? null : <CheckCircleIcon className={styles.icon} />}
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.summary}>{summary}</p>
        <p className={trips.referenceBox}>
          <span className={trips.referenceLabel}>Booking reference</span>
          <span className={trips.referenceValue} data-testid="booking-reference">
            {booking.reference}
          </span>
        </p>
        <div className={[page.card, styles.next].join(' ')}>
          <h2 className={styles.nextHeading}>{tripTitle(booking)}</h2>
          <p className={trips.status}>{statusText(booking)}</p>
          <TripDetails trip={booking} headingLevel={3} />
        </div>
        <div className={[page.card, styles.next].join(' ')}>
          <h2 className={styles.nextHeading}>What happens next</h2>
          <ol className={styles.steps}>
            {nextSteps(booking).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <p className={styles.actions}>
          <Link to={tripPath(booking.reference)} className={page.secondaryLink}>
            View and print your ticket
          </Link>
        </p>
        <ContactLine />
        <ContinueLinks kind={kind} />
      </section>
    </>
  );
}
