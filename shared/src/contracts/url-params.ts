/**
 * The one way to read a page's state from its address (query string or route parameters): a shape of
 * parameter readers, read with `readUrlParams` (each field on its own) or `readCompleteUrlParams` (every
 * field or none). A reader turns a parameter's text into its value, or `undefined` when the parameter is
 * absent or unreadable; `withFallback` says what such a value becomes instead.
 *
 * ```ts
 * const listParams = {
 *   page: withFallback(intParam(1), 1),    // `?page=x` or none: page 1
 *   cat: intParam(1),                      // a category id, or undefined
 *   q: withFallback(textParam({ trim: true }), ''),
 * };
 * const { page, cat, q } = readUrlParams(listParams, useSearchParams()[0]);
 * ```
 *
 * No schema library: a page reads its address in its first render, and a library's core would be
 * start-up work on every page (profile in docs/performance-journal.md).
 */

/** What `readUrlParams` reads: the query string, or react-router's `useParams()`. */
export type UrlParams = URLSearchParams | Readonly<Record<string, string | undefined>>;

/** One parameter as the address gives it: absent, its text, or every value when it is repeated. */
export type RawParam = string | readonly string[] | undefined;

/** Reads one parameter: its value, or `undefined` when it is absent or unreadable. */
export type ParamReader<T> = (raw: RawParam) => T | undefined;

/** The readers of an address's parameters, by name. */
export type ParamShape = Readonly<Record<string, (raw: RawParam) => unknown>>;

/** What a shape reads: each field's value (`undefined` where its reader gives none). */
export type ParamValues<S extends ParamShape> = { [K in keyof S]: ReturnType<S[K]> };

/** What a shape read whole gives: every field's value. */
export type CompleteParamValues<S extends ParamShape> = { [K in keyof S]: NonNullable<ReturnType<S[K]>> };

/** The text of a parameter given once; a repeated parameter is unreadable as a single value. */
const single = (raw: RawParam): string | undefined => (typeof raw === 'string' ? raw : undefined);

export interface TextParamOptions {
  /** Surrounding blanks are cut before the checks. */
  trim?: boolean;
  /** At least this many characters. */
  minLength?: number;
  /** The whole text must match. */
  pattern?: RegExp;
  /** Any other check of the (trimmed) text. */
  check?: (text: string) => boolean;
}

/** A text parameter, optionally trimmed and checked. */
export const textParam =
  ({ trim = false, minLength = 0, pattern, check }: TextParamOptions = {}): ParamReader<string> =>
  (raw) => {
    const given = single(raw);
    if (given === undefined) return undefined;
    const text = trim ? given.trim() : given;
    if (text.length < minLength) return undefined;
    if (pattern && !pattern.test(text)) return undefined;
    if (check && !check(text)) return undefined;
    return text;
  };

/** One of `values`, written exactly. */
export const oneOfParam =
  <T extends string>(values: readonly T[]): ParamReader<T> =>
  (raw) => {
    const text = single(raw);
    return values.find((value) => value === text);
  };

const plainDigits = textParam({ trim: true, pattern: /^\d{1,9}$/ });

/**
 * A whole number of at least `min` (default 0), written in plain digits: `"3"`, not `"3.5"`, `"-1"`,
 * `"3abc"` or `"1e3"`. Surrounding blanks are ignored.
 */
export const intParam =
  (min = 0): ParamReader<number> =>
  (raw) => {
    const text = plainDigits(raw);
    const value = text === undefined ? undefined : Number(text);
    return value !== undefined && value >= min ? value : undefined;
  };

/**
 * An amount that is not negative: trimmed text that JavaScript reads as a finite number (`"12.5"`), and
 * matches `pattern` when one is given (e.g. at most two decimals).
 */
export const amountParam = (pattern?: RegExp): ParamReader<number> => {
  const text = textParam({ trim: true, minLength: 1, ...(pattern ? { pattern } : {}) });
  return (raw) => {
    const given = text(raw);
    const value = given === undefined ? undefined : Number(given);
    return value !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined;
  };
};

/** A calendar day `YYYY-MM-DD`; a longer ISO date-time (`2026-12-01T00:00:00Z`) is cut to its day. */
export const dayParam = (): ParamReader<string> => {
  const day = textParam({ pattern: /^\d{4}-\d{2}-\d{2}$/ });
  return (raw) => {
    const text = single(raw);
    return text === undefined ? undefined : day(text.slice(0, 10));
  };
};

/** Every value of a parameter that may repeat (`?category=a&category=b`), none when absent. */
export const listParam =
  () =>
  (raw: RawParam): string[] =>
    raw === undefined ? [] : typeof raw === 'string' ? [raw] : [...raw];

/** `reader`'s value, or `fallback` when the parameter is absent or unreadable. */
export const withFallback =
  <T>(reader: ParamReader<T>, fallback: T) =>
  (raw: RawParam): T =>
    reader(raw) ?? fallback;

/** The raw parameters as an object: a parameter given once is its text, one given more often a list. */
function rawParams(params: UrlParams): Record<string, RawParam> {
  if (!(params instanceof URLSearchParams)) return params;
  const raw: Record<string, RawParam> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? values[0] : values;
  }
  return raw;
}

/** Reads every field of `shape` from an address; a field its reader cannot read is `undefined`. */
export function readUrlParams<S extends ParamShape>(shape: S, params: UrlParams): ParamValues<S> {
  const raw = rawParams(params);
  const values: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(shape)) values[key] = read(raw[key]);
  return values as ParamValues<S>;
}

/**
 * Reads an address that is whole or nothing: every field of `shape`, or `undefined` when one is missing or
 * unreadable, or when `check` refuses the fields together.
 */
export function readCompleteUrlParams<S extends ParamShape>(
  shape: S,
  params: UrlParams,
  check: (values: CompleteParamValues<S>) => boolean = () => true,
): CompleteParamValues<S> | undefined {
  const values = readUrlParams(shape, params);
  if (Object.values(values).some((value) => value === undefined)) return undefined;
  const complete = values as CompleteParamValues<S>;
  return check(complete) ? complete : undefined;
}
