import { hotelSearchFormSchema } from '@andaman/shared/contracts/hotels';
import { zodResolver } from '@hookform/resolvers/zod';

/** The hotel search's check: loaded on first use, so the form hydrates without zod's classic library. */
export const hotelSearchResolver = zodResolver(hotelSearchFormSchema);
