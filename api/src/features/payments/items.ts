import type { PaymentEntry } from '@andaman/shared/contracts/payment';

type BookingDataKey = 'activity_data' | 'hotel_data' | 'holiday_data';

/** Each kind of entry without the booking token its data carries, if any. */
type WithoutToken<E> = E extends unknown
  ? { [K in keyof E]: K extends BookingDataKey ? Omit<E[K], 'bookingToken'> : E[K] }
  : never;

/**
 * A payment item as the payment keeps it: the entry as sent, without a booking's owner token (a token
 * proves ownership when the payment is created and is never stored).
 */
export type PaymentItem = WithoutToken<PaymentEntry>;

/** What a payment keeps of an entry. */
export const toPaymentItem = (entry: PaymentEntry): PaymentItem => {
  switch (entry.service) {
    case 'activity': {
      const { bookingToken: _, ...data } = entry.activity_data;
      return { ...entry, activity_data: data };
    }
    case 'hotel': {
      const { bookingToken: _, ...data } = entry.hotel_data;
      return { ...entry, hotel_data: data };
    }
    case 'holiday': {
      const { bookingToken: _, ...data } = entry.holiday_data;
      return { ...entry, holiday_data: data };
    }
    default:
      return entry;
  }
};
