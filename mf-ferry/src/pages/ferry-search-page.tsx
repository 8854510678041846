import { useSearchParams } from '@andaman/shared/router';
import { ServiceTabs } from '@andaman/shared/sections/service-tabs';
import { type HydrateTrigger, HydrateWhen } from '@andaman/shared/ui/hydration';
import { heroBackgrounds, PageHero } from '@andaman/shared/ui/page-hero';
import { lazy, useEffect, useState } from 'react';
import { hasSavedSearch } from '../domain/storage-keys';
import { hasFirstFlag, showsLanding } from '../features/landing/first-flag';
import styles from './ferry-pages.module.css';

/** The form's code (react-hook-form, the saved search's schemas, zod) is a chunk of its own, loaded when it hydrates. */
const FerrySearchForm = lazy(async () => ({
  default: (await import('../features/search/ferry-search-form')).FerrySearchForm,
}));

// Only first visits see the landing sections (carousels, marquee): the plain search never downloads them.
const FerryLandingSections = lazy(async () => ({
  default: (await import('../features/landing/ferry-landing')).FerryLandingSections,
}));

/**
 * The search form, whose code comes when the visitor reaches for it (a pointer over it, a touch, focus);
 * what they do before it is live is held and given once it is. A search saved in this tab (one in
 * progress, or the last one) is not in the server's HTML: the form then hydrates at once, to show it.
 */
function SearchFormPart() {
  const [when, setWhen] = useState<HydrateTrigger>('interaction');
  // Only then rendered again: a render with new props hydrates the part at once.
  useEffect(() => {
    if (hasSavedSearch()) setWhen('idle');
  }, []);
  return (
    <HydrateWhen when={when}>
      <FerrySearchForm />
    </HydrateWhen>
  );
}

/** `/ferry`: the ferry search, or the landing variant for a first visit (rule ferry.route.search). */
export function FerrySearchPage() {
  const [params] = useSearchParams();
  const [flagPresent] = useState(() => hasFirstFlag());
  const landing = showsLanding(params, flagPresent);
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
      {/* All in the HTML; the sections hydrate as they near the viewport. */}
      <div className={styles.searchWrap}>
        <ServiceTabs current="ferry" className={styles.tabs} />
        <SearchFormPart />
      </div>
      {landing ? (
        <HydrateWhen when="visible">
          <FerryLandingSections />
        </HydrateWhen>
      ) : null}
    </div>
  );
}
