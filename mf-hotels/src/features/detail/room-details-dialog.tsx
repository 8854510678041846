import { roomCategoryLabel } from '@andaman/shared/contracts/hotel-categories';
import type { RoomType } from '@andaman/shared/contracts/hotels';
import { formatRupees } from '@andaman/shared/rules/currency';
import { Modal } from '@andaman/shared/ui/modal';
import { RupeePrice } from '@andaman/shared/ui/price';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { Gallery } from './gallery';
import styles from './hotel-detail.module.css';

/**
 * View Details (rule hotels.room.details-dialog): images, capacity, price, extra person charge, refundable,
 * category, description, rules.
 */
export function RoomDetailsDialog({ room, onClose }: { room: RoomType | undefined; onClose: () => void }) {
  return (
    <Modal
      open={room !== undefined}
      onCancel={onClose}
      footer={null}
      title={room?.name}
      destroyOnHidden
      width={720}
    >
      {room ? (
        <div className={styles.dialog}>
          <Gallery images={room.images} name={room.name} />
          <dl className={styles.facts}>
            <dt>Capacity</dt>
            <dd>{room.roomCapacity} guests</dd>
            <dt>Price</dt>
            <dd>
              <RupeePrice
                amount={room.basePrice}
                discountPrice={room.discountPrice}
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
    </Modal>
  );
}
