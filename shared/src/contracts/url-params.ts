/**
 * The one way to read a page's state from its address (query string or route parameters): a zod
 * schema whose fields say with `.catch` what an unreadable value becomes, read with `readUrlParams`.
 *
 * ```ts
 * const listParamsSchema = z.object({
 *   page: intParam(1).catch(1),                // `?page=x` or none: page 1
 *   cat: optionalParam(intParam(1)),           // a category id, or undefined
 *   q: z.string().trim().catch(''),
 * });
 * const { page, cat, q } = readUrlParams(listParamsSchema, useSearchParams()[0]);
 * ```
 *
 * A page that needs every parameter or none puts `.optional().catch(undefined)` on the whole object:
 * `readUrlParams` then gives `undefined` for an incomplete address.
 */
import { safeParse, z } from 'zod';

/** What `readUrlParams` reads: the query string, or react-router's `useParams()`. */
export type UrlParams = URLSearchParams | Readonly<Record<string, string | undefined>>;

/**
 * A whole number of at least `min` (default 0), written in plain digits: `"3"`, not `"3.5"`, `"-1"`,
 * `"3abc"` or `"1e3"`. Surrounding blanks are ignored.
 */
export const intParam = (min = 0) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(min));

/** A calendar day `YYYY-MM-DD`; a longer ISO date-time (`2026-12-01T00:00:00Z`) is cut to its day. */
export const dayParam = () =>
  z
    .string()
    .transform((text) => text.slice(0, 10))
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** Every value of a parameter that may repeat (`?category=a&category=b`), none when absent. */
export const listParam = () =>
  z.preprocess(
    (value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value),
    z.array(z.string()),
  );

/** `schema`, or `undefined` when the parameter is absent or unreadable. */
export const optionalParam = <S extends z.ZodType>(schema: S) => schema.optional().catch(undefined);

/** The raw parameters as an object: a parameter given once is its text, one given more often a list. */
function rawParams(params: UrlParams): Record<string, string | string[] | undefined> {
  if (!(params instanceof URLSearchParams)) return { ...params };
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return raw;
}

/**
 * Reads an address's parameters with `schema` (classic zod, or `zod/mini` on a page that must stay light).
 * The schema decides what an unreadable or missing value becomes (`.catch`); a schema that can still
 * fail is a programming error and throws.
 */
export function readUrlParams<S extends z.core.$ZodType>(schema: S, params: UrlParams): z.core.output<S> {
  const result = safeParse(schema, rawParams(params));
  if (!result.success) {
    throw new Error(`readUrlParams: give the schema a .catch (${result.error.issues[0]?.message ?? ''})`);
  }
  return result.data;
}
