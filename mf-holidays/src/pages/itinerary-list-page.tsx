import { heroBackgrounds, PageHero } from '@andaman/shared/ui/page-hero';
import { BuiltInPackageList } from '../features/packages/built-in-package-list';
import styles from './itinerary-pages.module.css';

/**
 * `/itinerary`: the "Plan your vacation" banner and the seven built-in packages (rule holidays.list.banner).
 */
export function ItineraryListPage() {
  return (
    <div data-remote="holidays">
      <title>Andaman Holiday Packages | Plan your vacation</title>
      <meta
        name="description"
        content="Seven Andaman holiday packages for two: Port Blair, Havelock, Neil Island, Ross and North Bay, Baratang, Diglipur and Jolly Buoy, with hotels, ferries and sightseeing."
      />
      <PageHero
        title="Plan your vacation"
        subtitle="Andaman holiday packages with hotels, private ferries and sightseeing."
        backgroundImage={heroBackgrounds.sea}
        size="compact"
      />
      <div className={styles.container}>
        <BuiltInPackageList />
      </div>
    </div>
  );
}
