import { useSearchParams } from '@andaman/shared/router';
import { destinationLocationId, HomePackages } from '../features/packages/home-packages';

/** Query parameter of Home's destination search (rule home.search.delay). */
const DESTINATION_PARAM = 'destination';

/** Home's holiday packages list, filtered by the `destination` query parameter. */
export default function HolidayPackages() {
  const [params] = useSearchParams();
  const destination = params.get(DESTINATION_PARAM);
  const mainLocationId = destinationLocationId(destination);
  return (
    <div data-remote-widget="holidays/holiday-packages">
      <HomePackages key={mainLocationId ?? 'all'} mainLocationId={mainLocationId} />
    </div>
  );
}
