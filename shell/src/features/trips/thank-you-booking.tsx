/**
 * What a thank-you page shows of a booking of this browser (rule trips.thank-you): in its own chunk, which
 * downloads beside the booking's read, so a page without a booking (rule trips.thank-you.none) does not
 * load it.
 */
import type { Trip } from '@andaman/shared/contracts/trips';
import { Link } from '@andaman/shared/router';
import { tripPath } from '@andaman/shared/rules/trip-paths';
import { CheckCircleIcon } from '@andaman/shared/ui/icons';
import { useId } from 'react';
import page from '../../styles/content-page.module.css';
import { ContactLine } from './contact-line';
import styles from './thank-you.module.css';
import { THANK_YOU_CONTENT, type ThankYouKind } from './thank-you-content';
import { nextSteps, statusText, tripTitle } from './trip-content';
import { TripDetails } from './trip-details';
import trips from './trips.module.css';

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

/** The booking a thank-you page confirms (or says is not paid), with what happens next. */
export function ThankYouBooking({ kind, booking }: { kind: ThankYouKind; booking: Trip }) {
  const headingId = useId();
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
