import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '@andaman/shared/ui/icons';
import type { ReactNode } from 'react';
import { BUSINESS_HOURS, telephoneFromCallLink } from '../../domain/site-info';
import styles from './contact-page.module.css';

function Way({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={styles.way}>
      <span className={styles.wayIcon} aria-hidden>
        {icon}
      </span>
      <span>
        <span className={styles.wayLabel}>{label}</span>
        <span className={styles.wayValue}>{children}</span>
      </span>
    </li>
  );
}

/** Every other way to reach the team: phone, WhatsApp, e-mail (from configuration) and business hours. */
export function ContactDetails({
  contact,
  headingId,
}: {
  contact: RuntimeConfig['contact'];
  headingId: string;
}) {
  const telephone = telephoneFromCallLink(contact.callLink);
  return (
    <>
      <h2 id={headingId} className={styles.asideHeading}>
        Talk to an island expert
      </h2>
      <ul className={styles.ways}>
        <Way icon={<PhoneIcon />} label="Call us">
          <a href={contact.callLink}>{telephone ?? 'Call now'}</a>
        </Way>
        <Way icon={<ChatIcon />} label="WhatsApp">
          <a href={contact.whatsAppLink} target="_blank" rel="noopener noreferrer">
            Chat on WhatsApp
          </a>
        </Way>
        <Way icon={<MailIcon />} label="Email">
          <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
        </Way>
        <Way icon={<ClockIcon />} label="Business hours">
          {BUSINESS_HOURS}
        </Way>
      </ul>
    </>
  );
}
