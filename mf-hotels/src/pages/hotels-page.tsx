import { useSearchParams } from '@andaman/shared/router';
import { ServiceTabs } from '@andaman/shared/sections/service-tabs';
import { HydrateWhen } from '@andaman/shared/ui/hydration';
import { PageHero } from '@andaman/shared/ui/page-hero';
import { lazy } from 'react';
import { readSearch } from '../domain/search-params';
import { HotelList } from '../features/list/hotel-list';
import styles from './hotel-pages.module.css';

/**
 * The form's code (react-hook-form and its fields) is a chunk of its own, downloaded and hydrated when the
 * traveller reaches for the form (a pointer over it, a touch, a focus); its check (the schema and zod) loads
 * on its first focus (`search-check`).
 */
const HotelSearchForm = lazy(async () => ({
  default: (await import('../features/search/hotel-search-form')).HotelSearchForm,
}));

/** `/hotels`: the search form, then trending hotels or the search results (rule hotels.list.mode). */
export function HotelsPage() {
  const [params] = useSearchParams();
  const query = readSearch(params);
  const searching = query.locationId !== undefined;
  return (
    <div data-remote="hotels">
      <title>
        {searching
          ? 'Hotel Search Results | Andaman Island Hotels'
          : 'Hotels in Andaman | Book Andaman Island Hotels'}
      </title>
      <meta
        name="description"
        content="Find and book hotels in Port Blair, Havelock (Swaraj Dweep) and Neil Island (Shaheed Dweep): compare standard, deluxe, premium and luxury stays and send a booking request."
      />
      <PageHero
        title="Hotels in Andaman"
        subtitle="Stays in Port Blair, Havelock and Neil Island, from beach huts to luxury resorts."
        size="compact"
      />
      {/* All in the HTML; the form hydrates when reached for, the list as it nears the viewport. */}
      <div className={styles.searchWrap}>
        <ServiceTabs current="hotels" className={styles.tabs} />
        <HydrateWhen when="interaction">
          <HotelSearchForm key={params.toString()} query={query} />
        </HydrateWhen>
      </div>
      <HydrateWhen when="visible">
        <HotelList />
      </HydrateWhen>
    </div>
  );
}
