import { BOOKING_HORIZON_MESSAGE, isWithinBookingHorizon } from '@andaman/shared/rules/booking-horizon';
import { z } from 'zod';

/**
 * Wraps a payload schema in the success envelope every `/api` endpoint answers with:
 * `{ success: boolean, message?: string, data: T }`.
 */
export const apiResponse = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string().optional(),
    data,
  });

/** `meta` of a paginated list: total item count, 1-based page, page size. */
export const paginationMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
/** Paging facts sent next to every paginated list. */
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** A paginated payload: `{ data: T[], meta: { total, page, limit } }` (hotels, holiday packages). */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: paginationMetaSchema,
  });

/** Body of every failed `/api` call: `{ success: false, message }`. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
/** Body of every failed `/api` call. */
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Largest id a record can have (a 32-bit database integer). */
export const MAX_ID = 2_147_483_647;

/** A numeric database id: a positive 32-bit integer. */
export const idSchema = z
  .number({ error: 'must be a positive integer id' })
  .int('must be a positive integer id')
  .positive('must be a positive integer id')
  .max(MAX_ID, 'must be a positive integer id');

/**
 * A numeric id arriving as text (path or query parameter): digits only (so `1e3` or ` 7` are refused),
 * turned into a positive 32-bit integer. Numbers are accepted as they are.
 */
export const idParamSchema = z.union([
  idSchema,
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive integer id')
    .transform(Number)
    .pipe(idSchema),
]);

/** A count of people or rooms in a request (1 to 50). */
export const headCountSchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(50, 'must be at most 50');

/** `YYYY-MM-DD` calendar date (validated, so 2025-02-30 is refused). */
export const isoDateSchema = z.iso.date();

/** ISO 8601 date-time with `Z` or an offset, e.g. `2025-06-01T00:00:00.000Z`. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Either an ISO date or an ISO date-time: what booking requests accept for their dates. */
export const isoDateOrDateTimeSchema = z.union([isoDateSchema, isoDateTimeSchema], {
  error: 'must be a date (YYYY-MM-DD) or an ISO date-time',
});

/**
 * `schema` with its date fields (`fields`: ISO dates or date-times) held to the booking horizon of `today()`
 * (`BOOKING_HORIZON_MESSAGE` on the field beyond it). The API passes its own clock; a form, the browser's.
 */
export const withinBookingHorizon = <T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  fields: readonly string[],
  today: () => Date,
) =>
  schema.superRefine((value, ctx) => {
    for (const field of fields) {
      const day = value[field];
      if (typeof day === 'string' && !isWithinBookingHorizon(day, today()))
        ctx.addIssue({ code: 'custom', path: [field], message: BOOKING_HORIZON_MESSAGE });
    }
  });

/**
 * Turns text from an input into a number before `inner` validates it: blank text becomes
 * `undefined` (so "required" messages fire instead of silently becoming 0), other text `Number(text)`.
 * Numbers pass through, so the same schema validates a form and a JSON body.
 */
export const numberFromInput = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : Number(text);
  }, inner);

/** A 1-based page number from the query string (default 1). */
export const pageNumberSchema = z.coerce.number().int().positive().max(100_000).default(1);

/** Page and page size query parameters, both positive integers; the default page size is per endpoint. */
export const pageQuerySchema = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    page: pageNumberSchema,
    limit: z.coerce.number().int().positive().max(maxLimit).default(defaultLimit),
  });

/** A non-negative amount in rupees. */
export const amountSchema = z.number().finite().nonnegative();

/** Longest text a request may carry per kind of field (names, e-mails, one-line texts, messages). */
export const TEXT_LIMITS = { name: 100, email: 254, line: 200, message: 5000 } as const;

/** A name-like field: trimmed, at most `TEXT_LIMITS.name` characters. */
export const maxName = `must be at most ${TEXT_LIMITS.name} characters`;

/** Characters a phone number may be written with: an optional leading `+`, digits, spaces, `()-.`. */
export const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]*$/;

/** Whether text is a phone number: the allowed characters, 10 to 15 digits, at most 20 characters. */
export const isPhoneNumber = (text: string): boolean => {
  const trimmed = text.trim();
  if (trimmed.length > 20 || !PHONE_PATTERN.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
};

/** A phone number (see `isPhoneNumber`), trimmed; `message` for anything else, missing included. */
export const phoneSchema = (message: string) =>
  z.string({ error: message }).trim().refine(isPhoneNumber, message);

/** An optional second phone number: blank or a phone number. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .refine((text) => text === '' || isPhoneNumber(text), 'must be a phone number')
  .optional();

/** An e-mail address of at most `TEXT_LIMITS.email` characters. */
export const emailSchema = (message?: string) =>
  z.email(message).max(TEXT_LIMITS.email, `must be at most ${TEXT_LIMITS.email} characters`);

/** Longest hotel stay a booking request may ask for, in nights. */
export const MAX_STAY_NIGHTS = 30;

/** Largest amount a payment may be for, in rupees. */
export const MAX_PAYMENT_AMOUNT = 10_000_000;
