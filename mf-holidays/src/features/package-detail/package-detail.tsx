import type { HolidayPackage } from '@andaman/shared/contracts/holidays';
import { hotelCategoryLabel } from '@andaman/shared/contracts/hotel-categories';
import { formatDay } from '@andaman/shared/rules/display-format';
import { HydrateWhen } from '@andaman/shared/ui/hydration';
import { RupeePrice } from '@andaman/shared/ui/price';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { StarRating } from '@andaman/shared/ui/star-rating';
import { lazy, useId } from 'react';
import styles from './package-detail.module.css';
import { PackageTabs, type TabItem } from './package-tabs';

// The form's code (react-hook-form, its schema, the date field) is a chunk of its own, evaluated when the
// form hydrates, after the page is live; its server HTML shows until then. It hydrates near the viewport:
// beside the overview on a wide screen (at once), below the whole package on a phone (when scrolled to).
const PackageForm = lazy(async () => ({ default: (await import('./package-form')).PackageForm }));

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The timeline from the package's start to its end date, with the plan of each day between. */
function Timeline({ pkg }: { pkg: HolidayPackage }) {
  return (
    <ol className={styles.timeline} aria-label="Package timeline">
      <li className={styles.timelineItem}>
        <span className={styles.timelineLabel}>Start</span>
        <time dateTime={pkg.start}>{formatDay(pkg.start)}</time>
      </li>
      {pkg.days.map((day) => (
        <li key={day.id} className={styles.timelineItem}>
          <span className={styles.timelineLabel}>Day {day.day}</span>
          {day.title}
        </li>
      ))}
      <li className={styles.timelineItem}>
        <span className={styles.timelineLabel}>End</span>
        <time dateTime={pkg.end}>{formatDay(pkg.end)}</time>
      </li>
    </ol>
  );
}

/** Each day's hotel: name, pictures, stars, category and location (rule holidays.detail.tabs). */
function Hotels({ pkg }: { pkg: HolidayPackage }) {
  return (
    <ol className={styles.days} aria-label="Hotels by day">
      {pkg.days.map((day) => (
        <li key={day.id} className={styles.hotel}>
          <h3 className={styles.hotelTitle}>
            Day {day.day}: {day.hotel.name}
          </h3>
          <StarRating value={day.hotel.rating} size="small" />
          <p className={styles.muted}>
            {hotelCategoryLabel(day.hotel.category)} · {day.hotel.location.name}
          </p>
          {day.hotel.hotelImages.length > 0 ? (
            <ul className={styles.hotelImages} aria-label={`Pictures of ${day.hotel.name}`}>
              {day.hotel.hotelImages.slice(0, 4).map((src, index) => (
                <li key={src}>
                  <ResponsiveImage
                    src={src}
                    alt={`${day.hotel.name} (${index + 1})`}
                    width={140}
                    height={96}
                    sizes="140px"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** The tabs: "Itinerary" (about, inclusives, exclusives) and "Hotels" only when the package has days. */
export function packageTabs(pkg: HolidayPackage): TabItem[] {
  const tabs: TabItem[] = [
    {
      key: 'itinerary',
      label: 'Itinerary',
      content: (
        <>
          <h3>About this package</h3>
          <SafeHtml html={pkg.longDescription} />
          <h3>Inclusives</h3>
          <SafeHtml html={pkg.inclusive} />
          <h3>Exclusives</h3>
          <SafeHtml html={pkg.exclusive} />
        </>
      ),
    },
  ];
  if (pkg.days.length > 0) tabs.push({ key: 'hotels', label: 'Hotels', content: <Hotels pkg={pkg} /> });
  return tabs;
}

/**
 * The package detail under its hero (rule holidays.detail.layout): price per person, timeline, short
 * description, gallery, the booking form beside them on large screens, and the Itinerary / Hotels tabs.
 */
export function PackageDetail({ pkg }: { pkg: HolidayPackage }) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Panel title="Overview">
          <p className={styles.muted}>{pkg.mainLocation.name}</p>
          <SafeHtml html={pkg.shortDescription} />
        </Panel>
        <Panel title="Timeline">
          <Timeline pkg={pkg} />
        </Panel>
        {pkg.images.length > 0 ? (
          <Panel title="Gallery">
            <ul className={styles.gallery}>
              {pkg.images.map((src, index) => (
                <li key={src}>
                  <ResponsiveImage
                    src={src}
                    alt={`${pkg.name} (${index + 1})`}
                    width={320}
                    height={240}
                    sizes="(min-width: 1024px) 260px, 50vw"
                  />
                </li>
              ))}
            </ul>
          </Panel>
        ) : null}
        <PackageTabs items={packageTabs(pkg)} label="Package details" />
      </div>
      <aside className={styles.aside} aria-label="Book this package">
        <div className={styles.panel}>
          <p className={styles.price}>
            <RupeePrice amount={pkg.price} suffix="Per person" size="large" />
          </p>
          <HydrateWhen when="visible">
            <PackageForm pkg={pkg} />
          </HydrateWhen>
        </div>
      </aside>
    </div>
  );
}
