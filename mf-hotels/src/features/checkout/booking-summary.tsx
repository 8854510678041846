import type { RoomTypeWithHotel } from '@andaman/shared/contracts/hotels';
import { formatRupees } from '@andaman/shared/rules/currency';
import { ResponsiveImage } from '@andaman/shared/ui/responsive-image';
import { StarRating } from '@andaman/shared/ui/star-rating';
import dayjs from 'dayjs';
import { nightsBetween, paymentBreakdown, totalPayable } from '../../domain/pricing';
import type { CheckoutQuery } from '../../domain/search-params';
import styles from './hotel-checkout.module.css';

const displayDate = (isoDate: string | undefined) => (isoDate ? dayjs(isoDate).format('DD MMM YYYY') : '—');

/**
 * The summary beside the guest details (rule hotels.checkout.summary): hotel, room, dates, nights, rooms,
 * guests with extra guests, Total Payable and the collapsible per-day "Your Payment Breakdown".
 */
export function BookingSummary({
  query,
  room,
}: {
  query: CheckoutQuery;
  room: RoomTypeWithHotel | undefined;
}) {
  const nights = query.checkIn && query.checkOut ? nightsBetween(query.checkIn, query.checkOut) : 1;
  const days = query.checkIn
    ? paymentBreakdown(
        query.checkIn,
        nights,
        query.effectivePrice,
        query.extraGuestCount,
        query.extraGuestCharge,
      )
    : [];
  const hotelName = query.hotelName || room?.Hotel.name || '';
  return (
    <section aria-labelledby="booking-summary" className={styles.summary}>
      <h2 id="booking-summary" className={styles.summaryTitle}>
        Booking Summary
      </h2>
      {room ? (
        <ResponsiveImage
          src={room.Hotel.bannerImage}
          alt=""
          className={styles.summaryBanner}
          width={400}
          height={200}
          sizes="(min-width: 1024px) 360px, 100vw"
        />
      ) : null}
      <p className={styles.hotelName}>{hotelName}</p>
      {room ? <StarRating value={room.Hotel.rating} size="small" /> : null}
      <dl className={styles.facts}>
        <dt>Room</dt>
        <dd>{room?.name ?? '—'}</dd>
        <dt>Category</dt>
        <dd>{room ? [room.category, room.customCategory].filter(Boolean).join(' · ') : '—'}</dd>
        <dt>Room capacity</dt>
        <dd>{room?.roomCapacity ?? query.roomCapacity ?? '—'}</dd>
        <dt>Check-in</dt>
        <dd>{displayDate(query.checkIn)}</dd>
        <dt>Check-out</dt>
        <dd>{displayDate(query.checkOut)}</dd>
        <dt>Nights</dt>
        <dd>{nights}</dd>
        <dt>Rooms</dt>
        <dd>{query.roomCount}</dd>
        <dt>Guests</dt>
        <dd>
          {query.guests ?? 0}
          {query.extraGuestCount > 0 ? ` (${query.extraGuestCount} extra)` : ''}
        </dd>
      </dl>
      <p className={styles.total}>
        <span>Total Payable</span>
        <strong data-testid="total-payable">{formatRupees(totalPayable(query.total, nights))}</strong>
      </p>
      <details className={styles.breakdown}>
        <summary>Your Payment Breakdown</summary>
        <ul>
          {days.map((day, index) => (
            <li key={day.date || index}>
              <span>
                Day {index + 1} ({displayDate(day.date)}): room {formatRupees(day.roomCharge)}
                {day.extraGuestCharge > 0 ? ` + extra guests ${formatRupees(day.extraGuestCharge)}` : ''}
              </span>
              <strong>{formatRupees(day.charge)}</strong>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
