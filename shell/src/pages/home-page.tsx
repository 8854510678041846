import { readUrlParams } from '@andaman/shared/contracts/url-params';
import { useSearchParams } from '@andaman/shared/router';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { LogoMarquee } from '@andaman/shared/sections/logo-marquee';
import { partnerLogos } from '@andaman/shared/sections/partner-logos';
import { ServiceTabs } from '@andaman/shared/sections/service-tabs';
import { AntdTheme } from '@andaman/shared/ui/antd-theme';
import { DeferredSection } from '@andaman/shared/ui/deferred-section';
import { DocumentMetadata } from '@andaman/shared/ui/document-metadata';
import { PageHero } from '@andaman/shared/ui/page-hero';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { DestinationSearchForm } from '../features/home/destination-search-form';
import styles from '../features/home/home.module.css';
import { homeParamsSchema } from '../features/home/home-search';
import { homeStructuredData } from '../features/home/home-structured-data';
import { useScrollToSection } from '../features/home/use-scroll-to-section';
import { useIsHydrated } from '../hydration/client-only';
import { HydrateLater } from '../hydration/hydrate-later';
import { RemoteWidget } from '../remotes/remote-widget';

// Sections below the fold: their code (the carousel, the star rating…) loads only as they near the viewport.
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

/** Ids of Home's sections, for `?scrollTo=<id>` links from anywhere on the site (present before the
 * deferred sections mount, so a link always has its target). */
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
  /** Height kept until the section mounts. */
  minHeight: number;
  children: ReactNode;
}

/** One full-width section of Home; its content mounts (and loads) as it nears the viewport. */
function Band({ id, tone, minHeight, children }: BandProps) {
  return (
    <div id={id} className={[styles.band, styles.anchor, tone ? styles[tone] : ''].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <DeferredSection minHeight={minHeight}>
          <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>
        </DeferredSection>
      </div>
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
  const { destination } = readUrlParams(homeParamsSchema, searchParams);
  const { contact } = getRuntimeConfig();
  // Known in the browser only: the build-time HTML carries no structured data.
  const origin = useIsHydrated() ? window.location.origin : undefined;
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

      {/* Below the hero: hydrates once the page is idle (or when reached for), after the search form. */}
      <HydrateLater>
        <BelowTheFold />
      </HydrateLater>
    </>
  );
}

/** Home's sections under the hero. */
function BelowTheFold() {
  return (
    <>
      <section id={HOME_SECTION_IDS.partners} aria-labelledby="partners-title" className={styles.anchor}>
        <div className={styles.partners}>
          <h2 id="partners-title" className={styles.partnersTitle}>
            Our partners
          </h2>
          <LogoMarquee logos={partnerLogos} label="Our partners" />
        </div>
      </section>

      <Band id={HOME_SECTION_IDS.destinations} minHeight={520}>
        <TopDestinations />
      </Band>

      <Band id={HOME_SECTION_IDS.packages} tone="sand" minHeight={640}>
        <RemoteWidget remote="holidays" widget="widgets/holiday-packages" title="Holiday packages" />
      </Band>

      <Band id={HOME_SECTION_IDS.activities} minHeight={480}>
        <RemoteWidget remote="activities" widget="widgets/activities-section" title="Activities" />
      </Band>

      <Band id={HOME_SECTION_IDS.ferrySteps} tone="foam" minHeight={360}>
        <FourStepExplainer />
      </Band>

      <Band id={HOME_SECTION_IDS.reviews} minHeight={400}>
        {/* The only shell band built on antd (its carousel); remote widgets bring their own theme. */}
        <AntdTheme>
          <ReviewsSection />
        </AntdTheme>
      </Band>

      <Band id={HOME_SECTION_IDS.ferryPartners} tone="sand" minHeight={320}>
        <RemoteWidget remote="ferry" widget="widgets/ferry-partners" title="Our Trusted Ferry Partners" />
      </Band>
    </>
  );
}
