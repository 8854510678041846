import { isApiError } from '@andaman/shared/api-client/api-error';
import { readUrlParams } from '@andaman/shared/contracts/url-params';
import { Link, useParams } from '@andaman/shared/router';
import { EmptyState } from '@andaman/shared/ui/empty-state';
import { HydrateWhen } from '@andaman/shared/ui/hydration';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { PageHero } from '@andaman/shared/ui/page-hero';
import { PACKAGE_NOT_FOUND, useHolidayPackage } from '../api/holiday-packages';
import { planTitle } from '../domain/package-rules';
import { packageParams } from '../domain/page-params';
import { PackageDetail } from '../features/package-detail/package-detail';
import styles from './itinerary-pages.module.css';

/**
 * `/itinerary/{itineraryId}`: the server-backed package, or "Holiday package not found"
 * (rule holidays.detail.missing).
 */
export function ItineraryDetailPage() {
  const { itineraryId: id } = readUrlParams(packageParams, useParams());
  const { data: pkg, error, isPending, refetch } = useHolidayPackage(id);

  if (id === undefined || (isApiError(error) && error.status === 404)) {
    return (
      <div data-remote="holidays" className={styles.container}>
        <title>Holiday package not found</title>
        <h1 className={styles.visuallyHidden}>Holiday package</h1>
        <EmptyState
          message={PACKAGE_NOT_FOUND}
          action={
            <Link to="/itinerary" className={styles.link}>
              See all holiday packages
            </Link>
          }
        />
      </div>
    );
  }
  if (error) {
    return (
      <div data-remote="holidays" className={styles.container}>
        <h1 className={styles.visuallyHidden}>Holiday package</h1>
        <EmptyState
          message={error.message}
          action={
            <button type="button" className={styles.link} onClick={() => void refetch()}>
              Try again
            </button>
          }
        />
      </div>
    );
  }
  if (isPending) {
    return (
      <div data-remote="holidays" className={styles.container}>
        <LoadingOverlay label="Loading holiday package" />
      </div>
    );
  }
  return (
    <div data-remote="holidays">
      <title>{`${pkg.name} | Andaman Holiday Package`}</title>
      <meta name="description" content={planTitle(pkg.durationInDays, pkg.totalPerson)} />
      <PageHero
        title={pkg.name}
        subtitle={planTitle(pkg.durationInDays, pkg.totalPerson)}
        eyebrow={pkg.mainLocation.name}
        {...(pkg.images[0] ? { backgroundImage: pkg.images[0] } : {})}
        size="compact"
      />
      {/*
        In the HTML with the hero; the tabs and the booking form hydrate when the visitor reaches for them
        (a pointer over them, a touch, a focus), not at load: the form's code (react-hook-form, its schemas,
        the draft's state) is not on the first-load path, even where the form shows in the first viewport.
      */}
      <HydrateWhen when="interaction">
        <PackageDetail pkg={pkg} />
      </HydrateWhen>
    </div>
  );
}
