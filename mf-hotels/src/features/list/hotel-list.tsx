import { useSearchParams } from '@andaman/shared/router';
import { pageCount } from '@andaman/shared/rules/pager';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { EmptyState } from '@andaman/shared/ui/empty-state';
import { offScreenItems } from '@andaman/shared/ui/off-screen';
import { Pager } from '@andaman/shared/ui/pager';
import { Spinner } from '@andaman/shared/ui/spinner';
import { useDeferredValue } from 'react';
import { searchFilters, useHotelSearch, useTrendingHotels } from '../../api/hotel-list';
import type { HotelSearchFilters } from '../../api/hotels';
import type { HotelCardModel } from '../../domain/hotel-card';
import {
  readPage,
  SEARCH_PAGE_SIZE,
  showsPagination,
  TRENDING_PAGE_SIZE,
  withCategories,
  withPage,
} from '../../domain/search-params';
import { CategoryFilter } from './category-filter';
import { HotelResultCard, TrendingHotelCard } from './hotel-cards';
import styles from './hotel-list.module.css';

/** About a card's height on a phone: the room kept for each while it is off screen. */
const HOTEL_CARD_ROOM_PX = 440;
const HOTEL_RESULT_ROOM_PX = 560;

/** Structured data of the listed hotels (schema.org `Hotel` items). */
export function hotelListJsonLd(hotels: readonly HotelCardModel[]): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: hotels.map((hotel, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Hotel',
        name: hotel.name,
        image: hotel.bannerImage,
        starRating: { '@type': 'Rating', ratingValue: hotel.rating },
        address: {
          '@type': 'PostalAddress',
          addressLocality: hotel.location.name,
          addressRegion: 'Andaman and Nicobar Islands',
          addressCountry: 'IN',
        },
      },
    })),
  }).replace(/</g, '\\u003c');
}

function ListStatus({ error, loading }: { error: Error | null; loading: boolean }) {
  if (error) {
    return (
      <p role="alert" className={styles.error}>
        {error.message}
      </p>
    );
  }
  return loading ? (
    // The name goes on the live region around the (decorative) ring.
    <div className={styles.loading} role="status" aria-label="Loading hotels">
      <Spinner size="large" />
    </div>
  ) : null;
}

/** Without a location: "Trending Hotels", 9 per page, Book after 0.5 s (rule hotels.trending.heading). */
function TrendingHotels() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const query = useTrendingHotels(page);
  const { error, isPending } = query;
  // A query's answer renders synchronously; the cards render in the next, interruptible pass.
  const data = useDeferredValue(query.data);
  const { navigateAfter, overlay } = useDelayedNavigate({ overlayLabel: 'Opening hotel' });
  return (
    <section aria-labelledby="hotel-list-heading" className={styles.section}>
      <h2 id="hotel-list-heading" className={styles.heading}>
        Trending Hotels
      </h2>
      <ListStatus error={error} loading={isPending} />
      {data && data.cards.length === 0 ? <EmptyState message="No Hotels found" /> : null}
      {data && data.cards.length > 0 ? (
        <div {...offScreenItems(styles.grid, HOTEL_CARD_ROOM_PX)}>
          {data.cards.map((hotel) => (
            <TrendingHotelCard key={hotel.id} hotel={hotel} navigateAfter={navigateAfter} />
          ))}
        </div>
      ) : null}
      {data && showsPagination(data.meta.total, TRENDING_PAGE_SIZE) ? (
        <Pager
          page={page}
          totalPages={pageCount(data.meta.total, TRENDING_PAGE_SIZE)}
          label="Pagination"
          onChange={(next) => setParams(withPage(params, next))}
        />
      ) : null}
      {data ? <script type="application/ld+json">{hotelListJsonLd(data.cards)}</script> : null}
      {overlay}
    </section>
  );
}

/** With a location: "Search Results", the category filter, 10 per page (rule hotels.results.heading). */
function SearchResults({ filters }: { filters: HotelSearchFilters }) {
  const [params, setParams] = useSearchParams();
  const { page, categories } = filters;
  const query = useHotelSearch(filters);
  const { error, isPending } = query;
  // As above: the result cards render in an interruptible pass after the answer.
  const data = useDeferredValue(query.data);
  const { navigateAfter, overlay } = useDelayedNavigate({ overlayLabel: 'Opening hotel' });
  const search = `?${params.toString()}`;
  return (
    <section aria-labelledby="hotel-list-heading" className={styles.section}>
      <div className={styles.resultsHeader}>
        <h2 id="hotel-list-heading" className={styles.heading}>
          Search Results
        </h2>
        <CategoryFilter value={categories} onChange={(chosen) => setParams(withCategories(params, chosen))} />
      </div>
      <ListStatus error={error} loading={isPending} />
      {data && data.cards.length === 0 ? <EmptyState message="No Hotels Found" /> : null}
      {data && data.cards.length > 0 ? (
        <div {...offScreenItems(styles.results, HOTEL_RESULT_ROOM_PX)}>
          {data.cards.map((hotel) => (
            <HotelResultCard key={hotel.id} hotel={hotel} search={search} navigateAfter={navigateAfter} />
          ))}
        </div>
      ) : null}
      {data && showsPagination(data.meta.total, SEARCH_PAGE_SIZE) ? (
        <Pager
          page={page}
          totalPages={pageCount(data.meta.total, SEARCH_PAGE_SIZE)}
          label="Pagination"
          onChange={(next) => setParams(withPage(params, next))}
        />
      ) : null}
      {data ? <script type="application/ld+json">{hotelListJsonLd(data.cards)}</script> : null}
      {overlay}
    </section>
  );
}

/** The list of /hotels: search results with a location in the query, trending hotels otherwise. */
export function HotelList() {
  const [params] = useSearchParams();
  // As the page's prefetch reads the address (`prefetchHotelList`): the same query, found cached.
  const filters = searchFilters(params);
  return filters === undefined ? <TrendingHotels /> : <SearchResults filters={filters} />;
}
