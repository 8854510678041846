import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { telephoneFromCallLink } from '../../domain/site-info';
import styles from './thank-you.module.css';

/** Where to ask about a booking: the support e-mail and, when the site has one, the telephone. */
export function ContactLine() {
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
