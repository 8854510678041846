import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { RupeePrice } from '@andaman/shared/ui/price';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { StarRating } from '@andaman/shared/ui/star-rating';
import type { HotelCardModel } from '../../domain/hotel-card';
import styles from './hotel-list.module.css';

/** "{location} - Andaman and Nicobar Islands" (rule hotels.results.location-suffix). */
export const locationLine = (hotel: Pick<HotelCardModel, 'location'>): string =>
  `${hotel.location.name} - Andaman and Nicobar Islands`;

type NavigateAfter = (to: string, ms: number) => void;

function FirstRoomPrice({ hotel, prefix }: { hotel: HotelCardModel; prefix?: string }) {
  const room = hotel.firstRoom;
  if (!room) return null;
  return (
    <RupeePrice
      amount={room.basePrice}
      discountPrice={room.discountPrice}
      prefix={prefix}
      suffix="+ Taxes Per Night"
      size="large"
    />
  );
}

/** A trending hotel: Book opens its page after 0.5 s. */
export function TrendingHotelCard({
  hotel,
  navigateAfter,
}: {
  hotel: HotelCardModel;
  navigateAfter: NavigateAfter;
}) {
  return (
    <article className={styles.card} aria-labelledby={`hotel-${hotel.id}-name`}>
      <ResponsiveImage
        className={styles.banner}
        src={hotel.bannerImage}
        alt=""
        width={400}
        height={240}
        sizes="(min-width: 1024px) 390px, (min-width: 640px) 50vw, 100vw"
      />
      <div className={styles.body}>
        <h3 id={`hotel-${hotel.id}-name`} className={styles.name}>
          {hotel.name}
        </h3>
        <StarRating value={hotel.rating} size="small" />
        <p className={styles.location}>{locationLine(hotel)}</p>
        <FirstRoomPrice hotel={hotel} prefix="Starts from" />
        <ActionButton
          variant="primary"
          className={styles.bookButton}
          aria-label={`Book ${hotel.name}`}
          onClick={() => navigateAfter(`/hotels/${hotel.id}`, NAVIGATION_DELAY_MS.bookOrView)}
        >
          Book
        </ActionButton>
      </div>
    </article>
  );
}

/** A search result: Book Now opens its page with the current query after 1 s. */
export function HotelResultCard({
  hotel,
  search,
  navigateAfter,
}: {
  hotel: HotelCardModel;
  search: string;
  navigateAfter: NavigateAfter;
}) {
  return (
    <article className={styles.result} aria-labelledby={`hotel-${hotel.id}-name`}>
      <ResponsiveImage
        className={styles.resultBanner}
        src={hotel.bannerImage}
        alt=""
        width={400}
        height={240}
        sizes="(min-width: 1024px) 280px, 100vw"
      />
      <div className={styles.body}>
        <h3 id={`hotel-${hotel.id}-name`} className={styles.name}>
          {hotel.name}
        </h3>
        <StarRating value={hotel.rating} size="small" />
        <p className={styles.location}>{locationLine(hotel)}</p>
        <SafeHtml html={hotel.shortDescription} variant="plain" className={styles.description} />
      </div>
      <div className={styles.resultAside}>
        <FirstRoomPrice hotel={hotel} />
        <ActionButton
          variant="primary"
          aria-label={`Book Now at ${hotel.name}`}
          onClick={() => navigateAfter(`/hotels/${hotel.id}${search}`, NAVIGATION_DELAY_MS.resultBookNow)}
        >
          Book Now
        </ActionButton>
      </div>
    </article>
  );
}
