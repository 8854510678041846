import { Link } from '@andaman/shared/router';
import { DocumentMetadata } from '@andaman/shared/ui/document-metadata';
import { PageHero } from '@andaman/shared/ui/page-hero';
import page from '../styles/content-page.module.css';

export const ABOUT_TITLE = 'About Us | Trusted Andaman Ferry Ticket Booking Service';
export const ABOUT_DESCRIPTION =
  'We are a trusted Andaman ferry ticket booking service: ferries between Port Blair, Havelock and Neil Island, boat transfers to Ross Island, North Bay and Elephant Beach, hotels and holiday packages.';

/** `/about` (rule site.about). */
export function AboutPage() {
  return (
    <>
      <DocumentMetadata
        title={ABOUT_TITLE}
        description={ABOUT_DESCRIPTION}
        canonicalPath="/about"
        structuredData={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: 'About Us',
          description: ABOUT_DESCRIPTION,
        }}
      />
      <PageHero
        title="About Us."
        subtitle="Local experts for ferries, stays and island holidays."
        size="compact"
      />
      <div className={[page.container, page.narrow, page.prose].join(' ')}>
        <p>
          We are an Andaman travel team that makes island hopping simple. From one place you can book ferry
          tickets between Port Blair, Havelock and Neil Island with the islands' trusted operators, compare
          sailings and classes, and receive your tickets by e-mail, with local experts on hand before and
          during your trip.
        </p>
        <p>
          Beyond the ferries, we arrange boat transfers to Ross Island, North Bay and Elephant Beach, together
          with hotels, activities such as scuba diving, sea walking and snorkelling, and complete holiday
          packages, so every part of your Andaman holiday is planned by people who know the islands.
        </p>
        <div className={page.actions}>
          <Link to="/" className={page.ctaLink}>
            Book A Ferry
          </Link>
        </div>
      </div>
    </>
  );
}
