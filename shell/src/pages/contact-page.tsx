import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { DocumentMetadata } from '@andaman/shared/ui/document-metadata';
import { PageHero } from '@andaman/shared/ui/page-hero';
import { useId } from 'react';
import { travelAgencyStructuredData } from '../domain/business-structured-data';
import { ContactDetails } from '../features/contact/contact-details';
import { ContactForm } from '../features/contact/contact-form';
import styles from '../features/contact/contact-page.module.css';
import page from '../styles/content-page.module.css';

export const CONTACT_TITLE = 'Contact Us | Andaman Ferry, Hotel and Holiday Experts';
export const CONTACT_DESCRIPTION =
  'Contact our Andaman travel experts for ferry tickets, hotels, activities and holiday packages in Port Blair, Havelock and Neil Island. Call, WhatsApp or send us a message.';

/** `/contact`: the contact form, every other way to reach the team, and the business's structured data. */
export function ContactPage() {
  const { contact } = getRuntimeConfig();
  const formHeadingId = useId();
  const detailsHeadingId = useId();
  return (
    <>
      <DocumentMetadata
        title={CONTACT_TITLE}
        description={CONTACT_DESCRIPTION}
        canonicalPath="/contact"
        structuredData={{
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: 'Contact Us',
          mainEntity: travelAgencyStructuredData(contact, window.location.origin),
        }}
      />
      <PageHero
        title="Contact Us"
        subtitle="Questions about ferries, stays or a holiday plan? Our island experts are happy to help."
        size="compact"
      />
      <div className={page.container}>
        <div className={styles.layout}>
          <section aria-labelledby={formHeadingId} className={page.card}>
            <h2 id={formHeadingId} className={styles.formHeading}>
              Send us a message
            </h2>
            <p className={styles.formIntro}>We reply by e-mail or phone, usually within one business day.</p>
            <ContactForm aria-labelledby={formHeadingId} />
          </section>
          <aside aria-labelledby={detailsHeadingId} className={[page.card, page.sand].join(' ')}>
            <ContactDetails contact={contact} headingId={detailsHeadingId} />
          </aside>
        </div>
      </div>
    </>
  );
}
