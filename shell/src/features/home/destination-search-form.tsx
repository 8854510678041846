import type { Location } from '@andaman/shared/contracts/locations';
import { KNOWN_LOCATIONS } from '@andaman/shared/data/locations';
import { useLocation, useNavigate } from '@andaman/shared/router';
import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { useInertUntilHydrated } from '@andaman/shared/ui/hydration';
import { SearchIcon } from '@andaman/shared/ui/icons';
import { QueryScope } from '@andaman/shared/ui/query-scope';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import styles from './home.module.css';
import { DESTINATION_PARAM, destinationOptions, searchWithDestination } from './home-search';

export interface DestinationSearchFormProps {
  /** The destination in the address when the form mounts (a location id as text, or empty). */
  initialDestination: string;
}

// The locations list from the API, with its client and validator, downloads when the search is reached for.
const LocationsFromApi = lazy(() => import('./locations-from-api'));

/**
 * Home's "Plan your vacation" search (rule home.hero, rule home.search.delay): a destination select filled
 * from `/locations`; Search shows the overlay for 2 s and then sets `?destination=<locationId>`; Clear
 * empties the select and the parameter. The holiday packages widget filters by the parameter. The page's
 * HTML lists the known locations (rule site.locations), so the select works from the first paint; the list
 * from `/locations` (and the code that fetches and checks it) comes once the visitor reaches for the
 * search, off the page's start-up.
 */
export function DestinationSearchForm({ initialDestination }: DestinationSearchFormProps) {
  const [destination, setDestination] = useState(initialDestination);
  const [reached, setReached] = useState(false);
  const [fromApi, setFromApi] = useState<readonly Location[]>();
  const reach = () => setReached(true);
  const untilLive = useInertUntilHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const { navigateAfter, overlay, isPending } = useDelayedNavigate({
    overlayLabel: 'Searching holiday packages',
    overlayTip: 'Finding holidays for you…',
  });
  const selectId = useId();
  // Until (or if ever) the list has loaded, the three known destinations let the visitor search.
  const options = destinationOptions(fromApi ?? KNOWN_LOCATIONS);

  const search = (event: FormEvent) => {
    event.preventDefault();
    navigateAfter(
      { pathname: '/', search: searchWithDestination(location.search, destination) },
      NAVIGATION_DELAY_MS.search,
    );
  };

  const clear = () => {
    setDestination('');
    navigate({ pathname: '/', search: searchWithDestination(location.search, '') });
  };

  return (
    <search>
      <form
        {...untilLive}
        className={styles.searchCard}
        onSubmit={search}
        onFocus={reach}
        onPointerEnter={reach}
        onPointerDown={reach}
        aria-label="Plan your vacation"
      >
        {reached ? (
          <Suspense fallback={null}>
            <QueryScope>
              <LocationsFromApi onLoaded={setFromApi} />
            </QueryScope>
          </Suspense>
        ) : null}
        <div className={styles.searchField}>
          <label htmlFor={selectId} className={styles.searchLabel}>
            Destination
          </label>
          {/* A native select: accessible, made for touch screens, and no select code on Home's first load. */}
          <select
            id={selectId}
            // Named as the address names it: the form sent before the page is live (or without
            // scripts) asks for the same `?destination=` the live search sets.
            name={DESTINATION_PARAM}
            className={styles.searchSelect}
            value={destination}
            onChange={(event) => setDestination(event.target.value)}
          >
            <option value="">All destinations</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.searchActions}>
          <ActionButton type="submit" variant="primary" icon={<SearchIcon />} loading={isPending}>
            Search
          </ActionButton>
          <ActionButton onClick={clear} disabled={isPending}>
            Clear
          </ActionButton>
        </div>
        {overlay}
      </form>
    </search>
  );
}
