import {
  adultPassengerFormSchema,
  ferryContactSchema,
  infantPassengerFormSchema,
} from '@andaman/shared/contracts/ferry-passengers';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/**
 * The whole checkout as one form (rule ferry.checkout.travellers): one traveller per adult and per infant,
 * then the contact. Messages come from the shared contracts.
 */
export const checkoutFormSchema = z.object({
  adults: z.array(adultPassengerFormSchema),
  infants: z.array(infantPassengerFormSchema),
  contact: ferryContactSchema,
});

/** The checkout's check: loaded on first use, so the checkout renders without building its schema. */
export const checkoutFormResolver = zodResolver(checkoutFormSchema);
