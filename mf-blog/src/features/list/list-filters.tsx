import { ActionButton } from '@andaman/shared/ui/action-button';
import { useInertUntilHydrated } from '@andaman/shared/ui/hydration';
import { type FormEvent, useId } from 'react';
import type { CategoryOption } from '../../domain/post-view';
import styles from './blog-list.module.css';

export interface SearchBoxProps {
  /** The search in the URL. */
  query: string;
  onSearch: (query: string) => void;
}

/** The blog search: submitting writes `q` (and goes back to page 1). */
export function SearchBox({ query, onSearch }: SearchBoxProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value : '');
  };
  // In the page's server HTML: inert until hydrated, so nothing typed before then is lost.
  const untilLive = useInertUntilHydrated();
  return (
    <search>
      <form {...untilLive} className={styles.search} onSubmit={submit}>
        <label htmlFor={id} className={styles.searchLabel}>
          Search posts
        </label>
        <div className={styles.searchRow}>
          {/* Keyed by the URL's search so Back/Forward show the search of that page. */}
          <input
            key={query}
            id={id}
            name="q"
            type="search"
            inputMode="search"
            autoComplete="off"
            enterKeyHint="search"
            defaultValue={query}
            placeholder="Beaches, ferries, diving…"
            className={styles.searchInput}
          />
          <ActionButton type="submit" variant="primary">
            Search
          </ActionButton>
        </div>
      </form>
    </search>
  );
}

export interface CategoryFilterProps {
  categories: readonly CategoryOption[];
  /** The category in the URL. */
  current: number | undefined;
  onChange: (category: number | undefined) => void;
}

/** All posts or one category; the pressed button is the current one. */
export function CategoryFilter({ categories, current, onChange }: CategoryFilterProps) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className={styles.categories}>
      <h2 id={headingId} className={styles.categoriesHeading}>
        Categories
      </h2>
      <ul className={styles.chips}>
        <li>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={current === undefined}
            onClick={() => onChange(undefined)}
          >
            All posts
          </button>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={current === category.id}
              onClick={() => onChange(category.id)}
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface PagerProps {
  page: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next with the position between them. */
export function Pager({ page, totalPages, hasPrevious, hasNext, onPage }: PagerProps) {
  return (
    <nav aria-label="Pagination" className={styles.pager}>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={!hasPrevious}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className={styles.pagerStatus}>
        Page {page} of {Math.max(totalPages, 1)}
      </span>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
