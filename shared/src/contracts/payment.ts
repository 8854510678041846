import {
  bookingIdSchema,
  bookingReferenceSchema,
  ownerTokenSchema,
} from '@andaman/shared/contracts/booking-receipt';
import {
  apiResponse,
  emailSchema,
  headCountSchema,
  idSchema,
  isoDateSchema,
  MAX_PAYMENT_AMOUNT,
  phoneSchema,
  TEXT_LIMITS,
} from '@andaman/shared/contracts/common';
import {
  ddmmyyyySchema,
  ferryLocationIdSchema,
  greenOceanClassIdSchema,
  greenOceanFerryIdSchema,
  holdTokenSchema,
  nautikaPortCodeSchema,
  nautikaTierSchema,
} from '@andaman/shared/contracts/ferry';
import { ferryContactSchema, ferryPassengerSchema } from '@andaman/shared/contracts/ferry-passengers';
import { z } from 'zod';

/** What the traveller pays and how the provider reaches them. */
export const paymentGatewayDataSchema = z.object({
  amount: z
    .number({ error: 'must be a number' })
    .positive('must be more than 0')
    .max(MAX_PAYMENT_AMOUNT, `must be at most ${MAX_PAYMENT_AMOUNT}`),
  email: emailSchema('must be a valid email'),
  phone: phoneSchema('must be a phone number of 10 to 15 digits'),
});

/**
 * Activity entry: the booking created just before the payment, named by its public id, with its owner
 * token (rule trips.pay-needs-owner): only the booking's owner can pay it.
 */
export const activityPaymentEntrySchema = z.object({
  service: z.literal('activity'),
  activity_data: z.object({
    bookingId: bookingIdSchema,
    bookingToken: ownerTokenSchema,
    activityId: idSchema,
    clientName: z.string().trim().min(1).max(TEXT_LIMITS.name),
    clientCount: headCountSchema,
    total: z.number().nonnegative(),
  }),
});

/** Makruzz entry: contact plus sailing (`makruzz_cData`) and its passengers. */
export const makruzzPaymentEntrySchema = z.object({
  service: z.literal('makruzz'),
  makruzz_cData: ferryContactSchema.extend({
    schedule_id: z.number().int().positive(),
    class_id: z.number().int().positive(),
    travel_date: isoDateSchema,
    no_of_passenger: z.coerce.number().pipe(headCountSchema),
    tc_check: z.literal(true),
    /** Free text with from, times and to. */
    c_remark: z.string(),
  }),
  passengers: z.array(ferryPassengerSchema).min(1),
});

/** A Nautika passenger with the seat they sit in (`tier` P for pClass, B for bClass). */
export const nautikaPaymentPassengerSchema = z.object({
  name: z.string().trim().min(2),
  age: z.number().int().min(0).max(100),
  gender: z.enum(['male', 'female']),
  nationality: z.string().min(2),
  passport: z.string().default(''),
  tier: nautikaTierSchema,
  /** Seat key such as `3B`; empty for infants (no seat). */
  seat: z.string(),
  isCancelled: z.literal(0),
});

/** Nautika entry: trip identity and contact (`nautika_data`) and passengers with seats. */
export const nautikaPaymentEntrySchema = z.object({
  service: z.literal('nautika'),
  nautika_data: z.object({
    nautika_id: z.number().int().positive(),
    tripId: z.number().int().positive(),
    vesselID: z.number().int().positive(),
    from: nautikaPortCodeSchema,
    to: nautikaPortCodeSchema,
    email: emailSchema(),
    phone: phoneSchema('must be a phone number of 10 to 15 digits'),
  }),
  passengers: z.array(nautikaPaymentPassengerSchema).min(1),
});

/**
 * Green Ocean entry: contact, sailing and per-passenger arrays (one element per passenger, adults then
 * infants); `seat_id` has one seat per adult, and `hold_token` the token of their hold.
 */
export const greenOceanPaymentEntrySchema = z.object({
  service: z.literal('green ocean'),
  greenOceanData: ferryContactSchema
    .extend({
      ship_id: greenOceanFerryIdSchema,
      from_id: ferryLocationIdSchema,
      dest_to: ferryLocationIdSchema,
      route_id: z.coerce.number().int().positive(),
      class_id: greenOceanClassIdSchema,
      number_of_adults: z.coerce.number().pipe(headCountSchema),
      number_of_infants: z.coerce.number().int().min(0).max(50),
      passenger_prefix: z.array(z.string()),
      passenger_name: z.array(z.string().trim().min(2)),
      passenger_age: z.array(z.coerce.number().int().min(0).max(100)),
      passenger_gender: z.array(z.enum(['male', 'female'])),
      passenger_nationality: z.array(z.string()),
      passenger_passport: z.array(z.string()),
      passenger_expiry: z.array(z.string()),
      passenger_country: z.array(z.string()),
      travel_date: ddmmyyyySchema,
      seat_id: z.array(z.coerce.number().int().positive()),
      /** The token of the hold on these seats, if they were held: held seats are sold only with it. */
      hold_token: holdTokenSchema.optional(),
    })
    .superRefine((d, ctx) => {
      const travellers = d.number_of_adults + d.number_of_infants;
      const arrays = [
        'passenger_prefix',
        'passenger_name',
        'passenger_age',
        'passenger_gender',
        'passenger_nationality',
        'passenger_passport',
        'passenger_expiry',
        'passenger_country',
      ] as const;
      for (const key of arrays) {
        if (d[key].length !== travellers) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'must have one element per passenger' });
        }
      }
      if (d.seat_id.length !== d.number_of_adults) {
        ctx.addIssue({ code: 'custom', path: ['seat_id'], message: 'must have one seat per adult' });
      }
    }),
});

/** Hotel entry (a booking request paid online), with the booking's owner token. */
export const hotelPaymentEntrySchema = z.object({
  service: z.literal('hotel'),
  hotel_data: z.object({
    bookingId: bookingIdSchema,
    bookingToken: ownerTokenSchema,
    contactName: z.string().trim().min(1),
    total: z.number().nonnegative(),
  }),
});

/** Holiday package entry (a booking request paid online), with the booking's owner token. */
export const holidayPaymentEntrySchema = z.object({
  service: z.literal('holiday'),
  holiday_data: z.object({
    bookingId: bookingIdSchema,
    bookingToken: ownerTokenSchema,
    contactName: z.string().trim().min(1),
    total: z.number().nonnegative(),
  }),
});

/** One item of a payment, discriminated by `service`. */
export const paymentEntrySchema = z.discriminatedUnion('service', [
  activityPaymentEntrySchema,
  makruzzPaymentEntrySchema,
  nautikaPaymentEntrySchema,
  greenOceanPaymentEntrySchema,
  hotelPaymentEntrySchema,
  holidayPaymentEntrySchema,
]);
/** One payment item. */
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;
/** One payment item as sent (before coercion and defaults). */
export type PaymentEntryInput = z.input<typeof paymentEntrySchema>;

/** What a payment pays for; the payment status page routes to the matching thank-you page. */
export const TRANSACTION_TYPES = ['ferry', 'activity', 'hotel', 'holiday'] as const;
/** Transaction type. */
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
/** Transaction type. */
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** The transaction type of an entry: the three operators are all `ferry`. */
export const transactionTypeOf = (entry: Pick<PaymentEntryInput, 'service'>): TransactionType => {
  switch (entry.service) {
    case 'activity':
      return 'activity';
    case 'hotel':
      return 'hotel';
    case 'holiday':
      return 'holiday';
    default:
      return 'ferry';
  }
};

/**
 * `POST /api/payment` body. A payment is for one booking: the legs of one ferry purchase (operators mix
 * freely), or one activity, hotel or package booking. `return_origin` optionally names the site origin
 * the hosted page sends the traveller back to; the server accepts only its allowed origins.
 */
export const paymentRequestSchema = z.object({
  payment_gateway_data: paymentGatewayDataSchema,
  data: z
    .array(paymentEntrySchema)
    .min(1, 'must list at least one item')
    .refine(
      (entries) => new Set(entries.map(transactionTypeOf)).size <= 1,
      'must not mix ferry, activity, hotel and holiday items',
    )
    .refine(
      (entries) => entries.length <= 1 || entries.every((entry) => transactionTypeOf(entry) === 'ferry'),
      'must list one booking',
    ),
  return_origin: z.url().optional(),
});
/** Payment request. */
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
/** Payment request as sent. */
export type PaymentRequestInput = z.input<typeof paymentRequestSchema>;

/**
 * Created payment: where to send the browser (`instrumentResponse.redirectInfo.url`) and the booking it
 * pays for. A ferry purchase is a booking of its own: its answer carries its new owner token (given once).
 */
export const paymentCreatedSchema = z.object({
  merchantTransactionId: z.string(),
  transactionId: z.string(),
  amount: z.number(),
  reference: bookingReferenceSchema,
  ownerToken: ownerTokenSchema.optional(),
  instrumentResponse: z.object({
    type: z.literal('PAY_PAGE'),
    redirectInfo: z.object({ url: z.string(), method: z.literal('GET') }),
  }),
});
/** Created payment. */
export type PaymentCreated = z.infer<typeof paymentCreatedSchema>;

/** `POST /api/payment` → `{ success, data: PaymentCreated }`. */
export const paymentResponseSchema = apiResponse(paymentCreatedSchema);
/** `POST /api/payment` answer. */
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** Payment status: `COMPLETED` means paid. */
export const paymentStatusSchema = z.enum(['PENDING', 'COMPLETED', 'FAILED']);
/** Payment status. */
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * Why a payment ended `FAILED`: the traveller declined it, its ferry places were taken by someone else before it
 * completed, or something else it covered could no longer be sold (a booking paid meanwhile, a sailing gone).
 */
export const paymentFailureReasonSchema = z.enum(['declined', 'seats-taken', 'not-sellable']);
/** Why a payment failed. */
export type PaymentFailureReason = z.infer<typeof paymentFailureReasonSchema>;

export { SEATS_TAKEN_CODE, SEATS_TAKEN_MESSAGE } from '@andaman/shared/rules/seats-taken';

/**
 * Result of a transaction check (asked with the booking's owner token). `failureReason` comes with a
 * `FAILED` status.
 */
export const transactionCheckSchema = z.object({
  transactionId: z.string(),
  reference: bookingReferenceSchema,
  paymentStatus: paymentStatusSchema,
  transactionType: transactionTypeSchema,
  amount: z.number(),
  failureReason: paymentFailureReasonSchema.optional(),
});
/** Result of a transaction check. */
export type TransactionCheck = z.infer<typeof transactionCheckSchema>;

/** `GET /api/payment/check-transaction-id/{id}` → `{ success, data: TransactionCheck }`. */
export const transactionCheckResponseSchema = apiResponse(transactionCheckSchema);
