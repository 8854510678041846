import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { Link } from '@andaman/shared/router';
import { BrandLogo } from '@andaman/shared/ui/brand-logo';
import { offScreen } from '@andaman/shared/ui/off-screen';
import { BUSINESS_HOURS, POLICY_LINKS, SERVICE_LINKS, type SiteLink } from '../domain/site-info';
import styles from './shell-layout.module.css';

/** About the footer's height on a phone: the room kept for it while it is off screen. */
const FOOTER_ROOM_PX = 1000;

const COMPANY_LINKS: readonly SiteLink[] = [
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact us' },
  { to: '/blog', label: 'Travel blog' },
];

export interface SiteFooterProps {
  contact: RuntimeConfig['contact'];
  /** Number shown for the call link. */
  telephone?: string;
}

function FooterLinks({ heading, links }: { heading: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className={styles.footerHeading}>{heading}</h2>
      <ul className={styles.footerList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.footerLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Business hours, services, company and policy links, and every way to reach the team. */
export function SiteFooter({ contact, telephone }: SiteFooterProps) {
  return (
    <footer {...offScreen(styles.footer, FOOTER_ROOM_PX)}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <span className={styles.footerLogo}>
            <BrandLogo height={36} />
          </span>
          <p>
            Ferries, hotels, activities and holiday packages across the Andaman Islands, booked by local
            experts.
          </p>
          <p>
            Business hours
            <span className={styles.hours}>{BUSINESS_HOURS}</span>
          </p>
        </div>
        <FooterLinks heading="Book" links={SERVICE_LINKS} />
        <FooterLinks heading="Company" links={COMPANY_LINKS} />
        <FooterLinks heading="Policies" links={POLICY_LINKS} />
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className={styles.footerHeading}>
            Contact
          </h2>
          <ul className={styles.footerList}>
            <li>
              <a href={contact.callLink} className={styles.footerLink}>
                {telephone ? `Call ${telephone}` : 'Call us'}
              </a>
            </li>
            <li>
              <a
                href={contact.whatsAppLink}
                className={styles.footerLink}
                target="_blank"
                rel="noopener noreferrer"
              >
                Chat on WhatsApp
              </a>
            </li>
            <li>
              <a href={`mailto:${contact.supportEmail}`} className={styles.footerLink}>
                {contact.supportEmail}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.footerBottom}>
        © {new Date().getFullYear()} Andaman Island Experts. All rights reserved.
      </p>
    </footer>
  );
}
