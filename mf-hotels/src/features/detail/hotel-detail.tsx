import { hotelSearchMessages } from '@andaman/shared/contracts/hotel-search-messages';
import type { Hotel, RoomType } from '@andaman/shared/contracts/hotels';
import { useSearchParams } from '@andaman/shared/router';
import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { lazyAntdPart } from '@andaman/shared/ui/antd-theme';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { HydrateWhen } from '@andaman/shared/ui/hydration';
import { RupeePrice } from '@andaman/shared/ui/price';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { StarRating } from '@andaman/shared/ui/star-rating';
import { useToast } from '@andaman/shared/ui/toast';
import { lazy, useState } from 'react';
import { checkoutPath, readStay, readTab, stayIsComplete, withTab } from '../../domain/search-params';
import { DetailTabs } from './detail-tabs';
import { Gallery } from './gallery';
import styles from './hotel-detail.module.css';
import { RoomCard } from './room-card';

/** The update bar's code (react-hook-form, its schema and zod) is a chunk of its own, evaluated when it hydrates. */
const UpdateSearchBar = lazy(async () => ({
  default: (await import('./update-search-bar')).UpdateSearchBar,
}));

/** The pictures of the gallery: the hotel's images, then its hotel images, without repeats. */
export const galleryImages = (hotel: Pick<Hotel, 'images' | 'hotelImages'>): string[] => [
  ...new Set([...hotel.images, ...hotel.hotelImages]),
];

/** antd's Modal: its code and antd's theme load when a room is pointed at or focused, before the click. */
const { Component: RoomDetailsDialog, preload: preloadRoomDetailsDialog } = lazyAntdPart(
  async () => (await import('./room-details-dialog')).RoomDetailsDialog,
);

/** A hotel's page (rule hotels.route.detail): header, gallery, prices, descriptions and the three tabs. */
export function HotelDetail({ hotel }: { hotel: Hotel }) {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const stay = readStay(params);
  const toast = useToast();
  const [viewing, setViewing] = useState<RoomType | undefined>(undefined);
  // The dialog (antd's Modal, its styles and theme: loaded then) mounts on the first View Details, then
  // stays for its close animation.
  const [dialogUsed, setDialogUsed] = useState(false);
  const { navigateAfter, overlay } = useDelayedNavigate({ overlayLabel: 'Opening checkout' });
  const firstRoom = hotel.roomTypes[0];

  const bookNow = (room: RoomType) => {
    if (!stayIsComplete(stay)) {
      toast.error(hotelSearchMessages.bookNowMissing);
      return;
    }
    navigateAfter(checkoutPath(params, hotel.name, room, stay), NAVIGATION_DELAY_MS.checkout);
  };

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
        <DetailTabs current={tab} onChange={(next) => setParams(withTab(params, next))}>
          {tab === 'rooms' ? (
            <>
              <h2 className={styles.tabHeading}>Rooms</h2>
              {/* Its own part: the tabs and rooms around it hydrate without waiting for the form's code. */}
              <HydrateWhen when="visible">
                <UpdateSearchBar key={params.toString()} stay={stay} />
              </HydrateWhen>
              <div
                className={styles.rooms}
                onPointerEnter={preloadRoomDetailsDialog}
                onFocusCapture={preloadRoomDetailsDialog}
              >
                {hotel.roomTypes.map((room) => (
                  <RoomCard
                    key={room.id}
                    room={room}
                    guests={stay.guests ?? 0}
                    roomCount={stay.roomCount}
                    onViewDetails={() => {
                      setDialogUsed(true);
                      setViewing(room);
                    }}
                    onBookNow={() => bookNow(room)}
                  />
                ))}
              </div>
            </>
          ) : null}
          {tab === 'privacy-policy' ? (
            <>
              <h2 className={styles.tabHeading}>Privacy &amp; Policy</h2>
              <SafeHtml html={hotel.policies} />
            </>
          ) : null}
          {tab === 'must-read-rules' ? (
            <>
              <h2 className={styles.tabHeading}>Rules</h2>
              <SafeHtml html={hotel.rules} />
            </>
          ) : null}
        </DetailTabs>
      </HydrateWhen>
      {dialogUsed ? (
        <RoomDetailsDialog
          room={viewing}
          guests={stay.guests ?? 0}
          roomCount={stay.roomCount}
          onClose={() => setViewing(undefined)}
        />
      ) : null}
      {overlay}
    </article>
  );
}
