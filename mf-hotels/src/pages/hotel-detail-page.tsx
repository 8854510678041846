import { useParams } from '@andaman/shared/router';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { useHotel } from '../api/hotels';
import { readHotelId } from '../domain/search-params';
import { HotelDetail } from '../features/detail/hotel-detail';
import styles from './hotel-pages.module.css';

/**
 * `/hotels/{hotelId}`: the hotel, or "This hotel doesn't exist" without an id or data
 * (rule hotels.detail.missing).
 */
export function HotelDetailPage() {
  const hotelId = readHotelId(useParams());
  const { data, isPending, isError } = useHotel(hotelId);
  if (hotelId !== undefined && isPending) {
    return (
      <div data-remote="hotels" className={styles.page}>
        <LoadingOverlay label="Loading hotel" />
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
