import type { ActivityBooking } from '@andaman/shared/contracts/activities';
import { type ActivityBookingRequest, activityFormSchema } from '@andaman/shared/contracts/activities';
import type { PaymentRequestInput } from '@andaman/shared/contracts/payment';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PARTICIPANT_LIMITS } from '../../domain/pricing';

/**
 * The booking form of /activity-checkout (rule activities.form.full-name and beside it): the shared activity
 * form schema (its messages are the product's) and the participant count, one form so a reload keeps all of
 * it.
 */
export const checkoutFormSchema = activityFormSchema.extend({
  participants: z.number().int().min(PARTICIPANT_LIMITS.min).max(PARTICIPANT_LIMITS.max),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

export const checkoutResolver = zodResolver(checkoutFormSchema);

/** The form as typed, kept for the tab's session (everything but the count is text). */
export const checkoutDraftSchema = z.object({
  activityId: z.number().int().positive(),
  values: z.object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    nationality: z.string(),
    startDate: z.string(),
    specialRequests: z.string(),
    participants: z.number().int().min(PARTICIPANT_LIMITS.min).max(PARTICIPANT_LIMITS.max),
  }),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;
export type CheckoutDraftValues = CheckoutDraft['values'];

/** An empty form on `startDate` for one participant. */
export const emptyCheckout = (startDate: string): CheckoutDraftValues => ({
  fullName: '',
  email: '',
  phone: '',
  nationality: '',
  startDate,
  specialRequests: '',
  participants: PARTICIPANT_LIMITS.min,
});

/**
 * The form's starting values: the saved draft of this activity (its date replaced by `startDate` when it
 * has gone by), else an empty form.
 */
export function checkoutDefaults(
  draft: CheckoutDraft | null,
  activityId: number,
  startDate: string,
  isPast: (day: string) => boolean,
): CheckoutDraftValues {
  if (!draft || draft.activityId !== activityId) return emptyCheckout(startDate);
  const { values } = draft;
  return {
    ...values,
    startDate: values.startDate && !isPast(values.startDate) ? values.startDate : startDate,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form's values as the draft keeps them. */
export const toCheckoutDraft = (activityId: number, values: Partial<CheckoutFormInput>): CheckoutDraft => ({
  activityId,
  values: {
    fullName: text(values.fullName),
    email: text(values.email),
    phone: text(values.phone),
    nationality: text(values.nationality),
    startDate: text(values.startDate),
    specialRequests: text(values.specialRequests),
    participants:
      typeof values.participants === 'number' &&
      Number.isInteger(values.participants) &&
      values.participants >= 1
        ? Math.min(values.participants, PARTICIPANT_LIMITS.max)
        : PARTICIPANT_LIMITS.min,
  },
});

/**
 * `POST /activity-bookings` body (rule activities.api.booking): no price, the server prices the booking
 * itself.
 */
export const bookingRequest = (activityId: number, values: CheckoutFormValues): ActivityBookingRequest => ({
  clientCount: values.participants,
  clientName: values.fullName,
  clientEmail: values.email,
  clientPhone: values.phone,
  startDate: values.startDate,
  activityId,
  nationality: values.nationality,
  specialRequests: values.specialRequests ?? '',
});

/**
 * `POST /payment` body for a created booking (rule activities.api.payment): the amount is the booking's total
 * as the server computed it, never a price from the address bar.
 */
export const paymentRequest = (
  booking: Pick<ActivityBooking, 'id' | 'ownerToken' | 'activityId' | 'clientName' | 'clientCount' | 'total'>,
  contact: { email: string; phone: string },
  returnOrigin: string,
): PaymentRequestInput => ({
  payment_gateway_data: { amount: booking.total, email: contact.email, phone: contact.phone },
  data: [
    {
      service: 'activity',
      activity_data: {
        bookingId: booking.id,
        // Only the booking's owner pays it (rule trips.pay-needs-owner).
        bookingToken: booking.ownerToken,
        activityId: booking.activityId,
        clientName: booking.clientName,
        clientCount: booking.clientCount,
        total: booking.total,
      },
    },
  ],
  return_origin: returnOrigin,
});
