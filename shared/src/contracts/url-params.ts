/**
 * The one way to read a page's state from its address (query string or route parameters): a `zod/mini`
 * schema whose fields say with `z.catch` what an unreadable value becomes, read with `readUrlParams`.
 * zod/mini, not classic zod: a page reads its address in its first render, and classic zod's library is
 * start-up work the page would otherwise not need (profile in docs/performance-journal.md).
 *
 * ```ts
 * import { z } from 'zod/mini';
 * const listParamsSchema = z.object({
 *   page: z.catch(intParam(1), 1),             // `?page=x` or none: page 1
 *   cat: optionalParam(intParam(1)),           // a category id, or undefined
 *   q: z.catch(z.string().check(z.trim()), ''),
 * });
 * const { page, cat, q } = readUrlParams(listParamsSchema, useSearchParams()[0]);
 * ```
 *
 * A page that needs every parameter or none wraps the whole object: `z.catch(z.optional(schema), undefined)`;
 * `readUrlParams` then gives `undefined` for an incomplete address.
 */
import { z } from 'zod/mini';

/** What `readUrlParams` reads: the query string, or react-router's `useParams()`. */
export type UrlParams = URLSearchParams | Readonly<Record<string, string | undefined>>;

/**
 * A whole number of at least `min` (default 0), written in plain digits: `"3"`, not `"3.5"`, `"-1"`,
 * `"3abc"` or `"1e3"`. Surrounding blanks are ignored.
 */
export const intParam = (min = 0) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,9}$/)),
      z.transform((text: string) => Number(text)),
    ),
    z.int().check(z.gte(min)),
  );

/** A calendar day `YYYY-MM-DD`; a longer ISO date-time (`2026-12-01T00:00:00Z`) is cut to its day. */
export const dayParam = () =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => text.slice(0, 10)),
    ),
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  );

/** Every value of a parameter that may repeat (`?category=a&category=b`), none when absent. */
export const listParam = () =>
  z.pipe(
    z.transform((value: unknown) => (value === undefined ? [] : typeof value === 'string' ? [value] : value)),
    z.array(z.string()),
  );

/** `schema`, or `undefined` when the parameter is absent or unreadable. */
export const optionalParam = <S extends z.core.SomeType>(schema: S) => z.catch(z.optional(schema), undefined);

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
 * Reads an address's parameters with `schema` (zod/mini; a classic zod schema works too, for a page
 * that loads classic zod anyway). The schema decides what an unreadable or missing value becomes (`.catch`); a schema that can still
 * fail is a programming error and throws.
 */
export function readUrlParams<S extends z.core.$ZodType>(schema: S, params: UrlParams): z.core.output<S> {
  const result = z.safeParse(schema, rawParams(params));
  if (!result.success) {
    throw new Error(`readUrlParams: give the schema a .catch (${result.error.issues[0]?.message ?? ''})`);
  }
  return result.data;
}
