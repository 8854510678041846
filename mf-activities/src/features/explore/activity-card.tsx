import type { Activity } from '@andaman/shared/contracts/activities';
import { Link } from '@andaman/shared/router';
import { RupeePrice } from '@andaman/shared/ui/price';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { activityCheckoutHref } from '../../domain/booking-link';
import styles from './explore-activities.module.css';

/** About a card's height on a phone: the room kept for each while it is off screen. */
export const ACTIVITY_CARD_ROOM_PX = 420;

/** The card's title (rule activities.card): "{activity name} at {location name}". */
export const activityCardTitle = (activity: Pick<Activity, 'name' | 'location'>): string =>
  `${activity.name} at ${activity.location.name}`;

/**
 * One activity: its first image, "{name} at {location}", the starter price (struck through when an offer
 * applies) and the offer price, and Book Now to the booking page with tomorrow's date and the price.
 */
export function ActivityCard({ activity, headingLevel }: { activity: Activity; headingLevel: 2 | 3 }) {
  const title = activityCardTitle(activity);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = activity.images[0];
  return (
    <article className={styles.card} aria-label={title}>
      {image ? (
        <ResponsiveImage
          className={styles.image}
          src={image}
          alt={title}
          width={400}
          height={300}
          sizes="(min-width: 1200px) 290px, (min-width: 640px) 50vw, 100vw"
        />
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <div className={styles.footer}>
          <RupeePrice
            amount={activity.starterPrice}
            discountPrice={activity.offerPrice}
            suffix="per person"
            layout="stacked"
          />
          <Link
            className={styles.bookNow}
            to={activityCheckoutHref(activity)}
            aria-label={`Book Now: ${title}`}
          >
            Book Now
          </Link>
        </div>
      </div>
    </article>
  );
}
