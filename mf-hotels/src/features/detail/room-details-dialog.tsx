import { roomCategoryLabel } from '@andaman/shared/contracts/hotel-categories';
import type { RoomType } from '@andaman/shared/contracts/hotels';
import { formatRupees } from '@andaman/shared/rules/currency';
import { countOf } from '@andaman/shared/rules/display-format';
import { Dialog } from '@andaman/shared/ui/dialog';
import { RupeePrice } from '@andaman/shared/ui/price';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { nightPrices } from '../../domain/night-prices';
import { Gallery } from './gallery';
import styles from './hotel-detail.module.css';

/**
 * View Details (rule hotels.room.details-dialog): images, capacity, the price the room card shows (one night
 * for the chosen rooms and guests, rule hotels.price.per-room-night), extra person charge, refundable,
 * category, description, rules.
 */
export function RoomDetailsDialog({
  room,
  guests,
  roomCount,
  onClose,
}: {
  room: RoomType | undefined;
  guests: number;
  roomCount: number;
  onClose: () => void;
}) {
  const prices = room ? nightPrices(room, guests, roomCount) : undefined;
  return (
    <Dialog
      open={room !== undefined}
      onCancel={onClose}
      footer={null}
      title={room?.name}
      destroyOnHidden
      width={720}
    >
      {room && prices ? (
        <div className={styles.dialog}>
          <Gallery images={room.images} name={room.name} />
          <dl className={styles.facts}>
            <dt>Capacity</dt>
            <dd>{countOf(room.roomCapacity, 'guest')}</dd>
            <dt>Price</dt>
            <dd>
              <RupeePrice
                amount={prices.basePerNight}
                discountPrice={prices.discounted ? prices.perNight : 0}
                suffix="+ Taxes Per Night"
              />
            </dd>
            <dt>Extra person charge</dt>
            <dd>{formatRupees(room.extraPersonCharge)}</dd>
            <dt>Refundable</dt>
            <dd>{room.refundable ? 'Refundable' : 'Non-refundable'}</dd>
            <dt>Category</dt>
            <dd>{roomCategoryLabel(room)}</dd>
          </dl>
          <h3 className={styles.subheading}>Description</h3>
          <SafeHtml html={room.description} />
          <h3 className={styles.subheading}>Rules</h3>
          <SafeHtml html={room.rules} />
        </div>
      ) : null}
    </Dialog>
  );
}
