import { readUrlParams } from '@andaman/shared/contracts/url-params';
import { useSearchParams } from '@andaman/shared/router';
import { destinationParams } from '../domain/page-params';
import { HomePackages } from '../features/packages/home-packages';

/** Home's holiday packages list, filtered by the `destination` query parameter. */
export default function HolidayPackages() {
  const [params] = useSearchParams();
  const { destination: mainLocationId } = readUrlParams(destinationParams, params);
  return (
    <div data-remote-widget="holidays/holiday-packages">
      <HomePackages key={mainLocationId ?? 'all'} mainLocationId={mainLocationId} />
    </div>
  );
}

/** The page of packages Home shows first, for its first view rendered per request with the cards. */
export { prefetchHomePackages as prefetch } from '../api/holiday-packages';
