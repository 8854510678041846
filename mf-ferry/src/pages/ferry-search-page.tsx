import { useSearchParams } from '@andaman/shared/router';
import { heroBackgrounds, PageHero } from '@andaman/shared/ui/page-hero';
import { ServiceTabs } from '@andaman/shared/ui/service-tabs';
import { useState } from 'react';
import { FerryLandingSections } from '../features/landing/ferry-landing';
import { hasFirstFlag, showsLanding } from '../features/landing/first-flag';
import { FerrySearchForm } from '../features/search/ferry-search-form';
import styles from './ferry-pages.module.css';

/** `/ferry`: the ferry search, or the landing variant for a first visit (spec 001 §2). */
export function FerrySearchPage() {
  const [params] = useSearchParams();
  const [flagPresent] = useState(() => hasFirstFlag());
  const landing = showsLanding(params.get('trip_no'), flagPresent);
  return (
    <div data-remote="ferry">
      <title>Book Andaman Ferry Tickets Online | Makruzz, Nautika, Green Ocean</title>
      <meta
        name="description"
        content="Compare Makruzz, Nautika and Green Ocean ferries between Port Blair, Havelock and Neil Island, pick your seats and book up to three trips in one go."
      />
      <PageHero
        title={landing ? 'Book your andaman ferry' : 'Ferry Tickets'}
        subtitle="Port Blair, Havelock (Swaraj Dweep) and Neil Island (Shaheed Dweep): compare three operators and book in minutes."
        backgroundImage={heroBackgrounds.ferry}
        size={landing ? 'tall' : 'compact'}
      />
      <div className={styles.searchWrap}>
        <ServiceTabs current="ferry" className={styles.tabs} />
        <FerrySearchForm />
      </div>
      {landing ? <FerryLandingSections /> : null}
    </div>
  );
}
