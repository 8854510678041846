import { useLocations } from '@andaman/shared/api-client/locations';
import { KNOWN_LOCATIONS } from '@andaman/shared/data/locations';
import { useLocation, useNavigate } from '@andaman/shared/router';
import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { SearchIcon } from '@andaman/shared/ui/icons';
import { type FormEvent, useId, useState } from 'react';
import styles from './home.module.css';
import { destinationOptions, searchWithDestination } from './home-search';

export interface DestinationSearchFormProps {
  /** The destination in the address when the form mounts (a location id as text, or empty). */
  initialDestination: string;
}

/**
 * Home's "Plan your vacation" search (rule home.hero, rule home.search.delay): a destination select filled
 * from `/locations`; Search shows the overlay for 2 s and then sets `?destination=<locationId>`; Clear
 * empties the select and the parameter. The holiday packages widget filters by the parameter.
 */
export function DestinationSearchForm({ initialDestination }: DestinationSearchFormProps) {
  const [destination, setDestination] = useState(initialDestination);
  const locations = useLocations();
  const location = useLocation();
  const navigate = useNavigate();
  const { navigateAfter, overlay, isPending } = useDelayedNavigate({
    overlayLabel: 'Searching holiday packages',
    overlayTip: 'Finding holidays for you…',
  });
  const selectId = useId();
  // If the list cannot be loaded, the three known destinations still let the visitor search.
  const options = destinationOptions(locations.data ?? (locations.isError ? KNOWN_LOCATIONS : []));

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
      <form className={styles.searchCard} onSubmit={search} aria-label="Plan your vacation">
        <div className={styles.searchField}>
          <label htmlFor={selectId} className={styles.searchLabel}>
            Destination
          </label>
          {/* A native select: accessible, made for touch screens, and no select code on Home's first load. */}
          <select
            id={selectId}
            className={styles.searchSelect}
            value={destination}
            onChange={(event) => setDestination(event.target.value)}
            aria-busy={locations.isPending}
          >
            <option value="">{locations.isPending ? 'Loading destinations…' : 'All destinations'}</option>
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
