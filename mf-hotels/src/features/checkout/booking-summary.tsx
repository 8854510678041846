import { roomCategoryLabel } from '@andaman/shared/contracts/hotel-categories';
import type { RoomTypeWithHotel } from '@andaman/shared/contracts/hotels';
import { formatRupees } from '@andaman/shared/rules/currency';
import { countOf, formatDay } from '@andaman/shared/rules/display-format';
import type { HotelStayPrice } from '@andaman/shared/rules/hotel-price';
import { StarRating } from '@andaman/shared/ui/star-rating';
import type { CheckoutQuery } from '../../domain/search-params';
import styles from './hotel-checkout.module.css';

/**
 * The summary beside the guest details (rule hotels.checkout.summary): hotel, room, dates, nights, rooms,
 * guests with extra guests, the price per night, Total Payable and the collapsible per-night "Your Payment
 * Breakdown", all from one price (rule hotels.price.per-room-night).
 */
export function BookingSummary({
  query,
  room,
  price,
}: {
  query: CheckoutQuery;
  room: RoomTypeWithHotel | undefined;
  price: HotelStayPrice;
}) {
  const hotelName = query.hotelName || room?.Hotel.name || '';
  return (
    <section aria-labelledby="booking-summary" className={styles.summary}>
      <h2 id="booking-summary" className={styles.summaryTitle}>
        Booking Summary
      </h2>
      {room ? (
        <img src={room.Hotel.bannerImage} alt="" className={styles.summaryBanner} width={400} height={200} />
      ) : null}
      <p className={styles.hotelName}>{hotelName}</p>
      {room ? <StarRating value={room.Hotel.rating} size="small" /> : null}
      <dl className={styles.facts}>
        <dt>Room</dt>
        <dd>{room?.name ?? '—'}</dd>
        <dt>Category</dt>
        <dd>{room ? roomCategoryLabel(room) : '—'}</dd>
        <dt>Room capacity</dt>
        <dd>{room?.roomCapacity ?? query.roomCapacity ?? '—'}</dd>
        <dt>Check-in</dt>
        <dd>{formatDay(query.checkIn)}</dd>
        <dt>Check-out</dt>
        <dd>{formatDay(query.checkOut)}</dd>
        <dt>Nights</dt>
        <dd>{price.nights}</dd>
        <dt>Rooms</dt>
        <dd>{price.rooms}</dd>
        <dt>Guests</dt>
        <dd>
          {query.guests ?? 0}
          {price.extraGuests > 0 ? ` (${price.extraGuests} extra)` : ''}
        </dd>
        <dt>Price per night</dt>
        <dd data-testid="price-per-night">{formatRupees(price.perNight)}</dd>
      </dl>
      <p className={styles.total}>
        <span>Total Payable</span>
        <strong data-testid="total-payable">{formatRupees(price.total)}</strong>
      </p>
      <details className={styles.breakdown}>
        <summary>Your Payment Breakdown</summary>
        <ul>
          {price.breakdown.map((night, index) => (
            <li key={night.date || index} data-testid="breakdown-night">
              <span>
                Night {index + 1} ({formatDay(night.date)}): {countOf(price.rooms, 'room')} ×{' '}
                {formatRupees(price.roomPrice)}
                {night.extraGuestCharge > 0
                  ? ` + ${countOf(price.extraGuests, 'extra guest')} × ${formatRupees(price.extraGuestCharge)}`
                  : ''}
              </span>
              <strong>{formatRupees(night.charge)}</strong>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
