import { useParams } from '@andaman/shared/router';
import { Spinner } from '@andaman/shared/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { hotelIdFrom, hotelQueryOptions } from '../api/hotels';
import { HotelDetail } from '../features/detail/hotel-detail';
import styles from './hotel-pages.module.css';

/**
 * `/hotels/{hotelId}`: the hotel, or "This hotel doesn't exist" without an id or data
 * (rule hotels.detail.missing).
 */
export function HotelDetailPage() {
  const hotelId = hotelIdFrom(useParams().hotelId);
  const { data, isPending, isError } = useQuery(hotelQueryOptions(hotelId));
  if (hotelId !== undefined && isPending) {
    return (
      <div data-remote="hotels" className={styles.page} style={{ textAlign: 'center' }}>
        <div role="status" aria-label="Loading hotel">
          <Spinner size="large" />
        </div>
      </div>
    );
  }
  if (hotelId === undefined || isError || !data) {
    return (
      <div data-remote="hotels" className={styles.page}>
        <title>Hotel not found | Andaman Island Hotels</title>
        <h1>This hotel doesn't exist</h1>
      </div>
    );
  }
  return (
    <div data-remote="hotels">
      <title>{`${data.name} | Andaman Island Hotels`}</title>
      <meta
        name="description"
        content={`${data.name} in ${data.location.name}: rooms, prices, policies and rules.`}
      />
      <HotelDetail hotel={data} />
    </div>
  );
}
