import { useLocations } from '@andaman/shared/api-client/locations';
import type { Location } from '@andaman/shared/contracts/locations';
import { useEffect } from 'react';

/** Asks `/locations` (rule site.api.locations) and hands the list over once it has loaded; renders nothing. */
export default function LocationsFromApi({ onLoaded }: { onLoaded: (locations: Location[]) => void }) {
  const { data } = useLocations();
  useEffect(() => {
    if (data) onLoaded(data);
  }, [data, onLoaded]);
  return null;
}
