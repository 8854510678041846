import type { Hotel } from '@andaman/shared/contracts/hotels';
import { HydrateWhen } from '@andaman/shared/ui/hydration';
import { RupeePrice } from '@andaman/shared/ui/price';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { StarRating } from '@andaman/shared/ui/star-rating';
import { lazy } from 'react';
import { Gallery } from './gallery';
import styles from './hotel-detail.module.css';

/**
 * The tabs and the rooms (their cards, prices, Book Now and the room dialog) are below the fold: their code
 * is a chunk of its own, downloaded as they near the viewport.
 */
const HotelTabs = lazy(async () => ({ default: (await import('./hotel-tabs')).HotelTabs }));

/** The pictures of the gallery: the hotel's images, then its hotel images, without repeats. */
export const galleryImages = (hotel: Pick<Hotel, 'images' | 'hotelImages'>): string[] => [
  ...new Set([...hotel.images, ...hotel.hotelImages]),
];

/** A hotel's page (rule hotels.route.detail): header, gallery, prices, descriptions and the three tabs. */
export function HotelDetail({ hotel }: { hotel: Hotel }) {
  const firstRoom = hotel.roomTypes[0];
  return (
    <article className={styles.page}>
      <ResponsiveImage
        className={styles.banner}
        src={hotel.bannerImage}
        alt=""
        width={1200}
        height={400}
        sizes="(min-width: 1200px) 1200px, 100vw"
        priority
      />
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{hotel.name}</h1>
          <StarRating value={hotel.rating} />
          <p className={styles.muted}>{hotel.location.name} - Andaman and Nicobar Islands</p>
        </div>
        {firstRoom ? (
          <div className={styles.startingFrom}>
            <RupeePrice
              amount={firstRoom.basePrice}
              discountPrice={firstRoom.discountPrice}
              prefix="Prices Starting from"
              suffix="Per Night + Taxes"
              layout="stacked"
              size="large"
            />
          </div>
        ) : null}
      </header>
      {/* The banner (on a wide screen) or the gallery's photo (on a phone) is the largest element: both are
          fetched first and paint with the header. The descriptions, tabs and rooms are in the HTML too, and
          hydrate as they near the viewport. */}
      <Gallery images={galleryImages(hotel)} name={hotel.name} />
      <HydrateWhen when="visible">
        <SafeHtml html={hotel.shortDescription} className={styles.short} />
        {hotel.points.length > 0 ? (
          <ul className={styles.points}>
            {hotel.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        <section aria-labelledby="about-hotel" className={styles.about}>
          <h2 id="about-hotel">About This Hotel</h2>
          <SafeHtml html={hotel.longDescription} />
        </section>
      </HydrateWhen>
      <HydrateWhen when="visible">
        <HotelTabs hotel={hotel} />
      </HydrateWhen>
    </article>
  );
}
