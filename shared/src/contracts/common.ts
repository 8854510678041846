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
export const isoDateOrDateTimeSchema = z.union([isoDateSchema, isoDateTimeSchema]);

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
