import { Link } from '@andaman/shared/router';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { CheckCircleIcon } from '@andaman/shared/ui/icons';
import { useId } from 'react';
import { telephoneFromCallLink } from '../../domain/site-info';
import page from '../../styles/content-page.module.css';
import styles from './thank-you.module.css';
import { THANK_YOU_CONTENT, type ThankYouKind } from './thank-you-content';

/** A clear confirmation, what happens next, how to reach us, and links to carry on. */
export function ThankYouView({ kind }: { kind: ThankYouKind }) {
  const content = THANK_YOU_CONTENT[kind];
  const { contact } = getRuntimeConfig();
  const telephone = telephoneFromCallLink(contact.callLink);
  const nextId = useId();
  return (
    <>
      <title>{content.title}</title>
      <meta name="robots" content="noindex" />
      <section className={styles.wrap} aria-labelledby={`${nextId}-heading`}>
        <CheckCircleIcon className={styles.icon} />
        <h1 id={`${nextId}-heading`} className={styles.heading}>
          {content.heading}
        </h1>
        <p className={styles.summary}>{content.summary}</p>
        <div className={[page.card, styles.next].join(' ')}>
          <h2 className={styles.nextHeading}>What happens next</h2>
          <ol className={styles.steps}>
            {content.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
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
      </section>
    </>
  );
}
