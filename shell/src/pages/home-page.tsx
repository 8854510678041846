import { readUrlParams } from '@andaman/shared/contracts/url-params';
import { useSearchParams } from '@andaman/shared/router';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { LogoMarquee } from '@andaman/shared/sections/logo-marquee';
import { partnerLogos } from '@andaman/shared/sections/partner-logos';
import { ServiceTabs } from '@andaman/shared/sections/service-tabs';
import { AntdTheme } from '@andaman/shared/ui/antd-theme';
import { DocumentMetadata } from '@andaman/shared/ui/document-metadata';
import { HydrateWhen, useSiteOrigin } from '@andaman/shared/ui/hydration';
import { offScreen } from '@andaman/shared/ui/off-screen';
import { PageHero } from '@andaman/shared/ui/page-hero';
import { lazy, memo, type ReactNode, useEffect, useRef } from 'react';
import { DestinationSearchForm } from '../features/home/destination-search-form';
import styles from '../features/home/home.module.css';
import { homeParams } from '../features/home/home-search';
import { homeStructuredData } from '../features/home/home-structured-data';
import { useScrollToSection } from '../features/home/use-scroll-to-section';
import { RemoteWidget } from '../remotes/remote-widget';

// Sections below the fold: in the HTML, their code (the carousel, the star rating…) loads, and they
// hydrate, only as they near the viewport.
const TopDestinations = lazy(async () => ({
  default: (await import('@andaman/shared/sections/top-destinations')).TopDestinations,
}));
const FourStepExplainer = lazy(async () => ({
  default: (await import('@andaman/shared/sections/four-step-explainer')).FourStepExplainer,
}));
const ReviewsSection = lazy(async () => ({
  default: (await import('@andaman/shared/sections/reviews-section')).ReviewsSection,
}));

export const HOME_TITLE =
  'Andaman Ferry Tickets, Hotels, Activities & Holiday Packages | Andaman Island Experts';
export const HOME_DESCRIPTION =
  'Plan your Andaman vacation: book Makruzz, Nautika and Green Ocean ferries between Port Blair, Havelock and Neil Island, hotels, scuba diving and other activities, and holiday packages.';

/** Ids of Home's sections, for `?scrollTo=<id>` links from anywhere on the site. */
export const HOME_SECTION_IDS = {
  search: 'plan-your-vacation',
  partners: 'partners',
  destinations: 'top-destinations',
  packages: 'holiday-packages',
  activities: 'activities',
  ferrySteps: 'ferry-booking-steps',
  reviews: 'reviews',
  ferryPartners: 'ferry-partners',
} as const;

interface BandProps {
  id: string;
  tone?: 'sand' | 'foam';
  /** About the section's height: the room the browser keeps for it while it is off screen. */
  minHeight: number;
  children: ReactNode;
}

/**
 * One full-width section of Home: in the HTML (find-in-page, screen readers and crawlers see it), laid
 * out and painted only near the viewport (`content-visibility: auto`, its room kept by
 * `contain-intrinsic-size`).
 */
function Band({ id, tone, minHeight, children }: BandProps) {
  return (
    <div
      id={id}
      {...offScreen(
        [styles.band, styles.anchor, tone ? styles[tone] : ''].filter(Boolean).join(' '),
        minHeight,
      )}
    >
      <div className={styles.inner}>{children}</div>
    </div>
  );
}

/** After a search changes the destination, bring the (filtered) package list into view. */
function useScrollToResults(destination: string): void {
  const previous = useRef(destination);
  useEffect(() => {
    if (destination === previous.current) return;
    previous.current = destination;
    if (destination !== '') {
      document
        .getElementById(HOME_SECTION_IDS.packages)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [destination]);
}

/** `/` (rule home.route): search hero, tabs, partners, destinations, remote widgets, ferry steps, reviews. */
export function HomePage() {
  const [searchParams] = useSearchParams();
  const { destination } = readUrlParams(homeParams, searchParams);
  const { contact } = getRuntimeConfig();
  // Known in the browser only: the build-time HTML carries no structured data.
  const origin = useSiteOrigin();
  useScrollToSection();
  useScrollToResults(destination);

  return (
    <>
      <DocumentMetadata
        title={HOME_TITLE}
        description={HOME_DESCRIPTION}
        canonicalPath="/"
        structuredData={origin ? homeStructuredData(contact, origin) : undefined}
      />
      <PageHero
        id={HOME_SECTION_IDS.search}
        className={styles.anchor}
        title="Plan your vacation"
        subtitle="Ferries, stays, activities and holiday packages across the Andaman Islands, in one place."
        size="tall"
      >
        <ServiceTabs className={styles.tabs} />
        {/* Keyed so the select follows the address when Back changes the destination. */}
        <DestinationSearchForm key={destination} initialDestination={destination} />
      </PageHero>

      <BelowTheFold />
    </>
  );
}

/**
 * Home's sections under the hero: each hydrates, or its widget starts, as it nears the viewport. Memo:
 * it takes no props, and a render of Home (the origin known once hydrated, a new search) must not reach
 * the parts still waiting, which would then have to hydrate at once.
 */
const BelowTheFold = memo(function BelowTheFold() {
  return (
    <>
      <section id={HOME_SECTION_IDS.partners} aria-labelledby="partners-title" className={styles.anchor}>
        <div className={styles.partners}>
          <h2 id="partners-title" className={styles.partnersTitle}>
            Our partners
          </h2>
          <HydrateWhen when="visible">
            <LogoMarquee logos={partnerLogos} label="Our partners" />
          </HydrateWhen>
        </div>
      </section>

      <Band id={HOME_SECTION_IDS.destinations} minHeight={520}>
        <HydrateWhen when="visible">
          <TopDestinations />
        </HydrateWhen>
      </Band>

      <Band id={HOME_SECTION_IDS.packages} tone="sand" minHeight={640}>
        <RemoteWidget remote="holidays" widget="widgets/holiday-packages" title="Holiday packages" />
      </Band>

      <Band id={HOME_SECTION_IDS.activities} minHeight={480}>
        <RemoteWidget remote="activities" widget="widgets/activities-section" title="Activities" />
      </Band>

      <Band id={HOME_SECTION_IDS.ferrySteps} tone="foam" minHeight={360}>
        <HydrateWhen when="visible">
          <FourStepExplainer />
        </HydrateWhen>
      </Band>

      <Band id={HOME_SECTION_IDS.reviews} minHeight={400}>
        {/* The only shell band built on antd (its carousel); remote widgets bring their own theme. */}
        <HydrateWhen when="visible">
          <AntdTheme>
            <ReviewsSection />
          </AntdTheme>
        </HydrateWhen>
      </Band>

      <Band id={HOME_SECTION_IDS.ferryPartners} tone="sand" minHeight={320}>
        <RemoteWidget remote="ferry" widget="widgets/ferry-partners" title="Our Trusted Ferry Partners" />
      </Band>
    </>
  );
});
