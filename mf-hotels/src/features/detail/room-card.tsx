import { roomCategoryLabel } from '@andaman/shared/contracts/hotel-categories';
import type { RoomType } from '@andaman/shared/contracts/hotels';
import { formatRupees } from '@andaman/shared/rules/currency';
import { countOf } from '@andaman/shared/rules/display-format';
import { ActionButton } from '@andaman/shared/ui/action-button';
import { RupeePrice } from '@andaman/shared/ui/price';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { nightPrices } from '../../domain/night-prices';
import styles from './hotel-detail.module.css';

/**
 * A room type (rule hotels.room.card): image, name, category, capacity, one night's price for the chosen
 * rooms and guests (rule hotels.price.per-room-night), the extra-guest charge, refundable or not, View Details
 * and Book Now.
 */
export function RoomCard({
  room,
  guests,
  roomCount,
  onViewDetails,
  onBookNow,
}: {
  room: RoomType;
  guests: number;
  roomCount: number;
  onViewDetails: () => void;
  onBookNow: () => void;
}) {
  const { perNight, basePerNight, discounted } = nightPrices(room, guests, roomCount);
  return (
    <article className={styles.room} aria-labelledby={`room-${room.id}-name`}>
      {room.images[0] ? (
        <ResponsiveImage
          className={styles.roomImage}
          src={room.images[0]}
          alt=""
          width={320}
          height={200}
          sizes="(min-width: 768px) 560px, calc(100vw - 32px)"
        />
      ) : null}
      <div className={styles.roomBody}>
        <h3 id={`room-${room.id}-name`} className={styles.roomName}>
          {room.name}
        </h3>
        <p className={styles.muted}>{roomCategoryLabel(room)}</p>
        <p>Room capacity: {countOf(room.roomCapacity, 'guest')}</p>
        <RupeePrice
          amount={basePerNight}
          discountPrice={discounted ? perNight : 0}
          suffix="+ Taxes Per Night"
          size="large"
        />
        <p>Extra guest charge: {formatRupees(room.extraPersonCharge)} per guest</p>
        <p className={room.refundable ? styles.refundable : styles.nonRefundable}>
          {room.refundable ? 'Refundable' : 'Non-refundable'}
        </p>
        <div className={styles.roomActions}>
          <ActionButton onClick={onViewDetails} aria-label={`View Details of ${room.name}`}>
            View Details
          </ActionButton>
          <ActionButton variant="primary" onClick={onBookNow} aria-label={`Book Now: ${room.name}`}>
            Book Now
          </ActionButton>
        </div>
      </div>
    </article>
  );
}
