/**
 * Type guards for what a page reads back from web storage on its first load, without zod (the
 * ferry's search, tickets and choices: `/tickets` starts without downloading a schema library). Each
 * guard is the one source of its type (`Guarded<typeof isTrip>`), as a zod schema would be; a value
 * that is not exactly what this build writes reads as nothing, never trusted. What comes from a form or
 * from the network is still checked with the contracts' zod schemas.
 *
 * ```ts
 * const isTrip = objectOf({ id: isInt(0), from: isText });
 * type Trip = Guarded<typeof isTrip>; // { id: number; from: string }
 * ```
 */

/** A type guard: `true` when `value` is a `T`. */
export type Guard<T> = (value: unknown) => value is T;

/** The type a guard guards. */
export type Guarded<G> = G extends Guard<infer T> ? T : never;

/** A plain object (not `null`, not an array). */
export const isRecord: Guard<Record<string, unknown>> = (value): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string. */
export const isText: Guard<string> = (value): value is string => typeof value === 'string';

/** A finite number. */
export const isNumber: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A boolean. */
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean';

/** An integer, at least `min`. */
export const isInt =
  (min = Number.MIN_SAFE_INTEGER): Guard<number> =>
  (value): value is number =>
    Number.isInteger(value) && (value as number) >= min;

/** One of these strings. */
export const oneOf =
  <const T extends string>(...values: readonly T[]): Guard<T> =>
  (value): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

/** An array of at most `max` items, each an `item`. */
export const arrayOf =
  <T>(item: Guard<T>, max = Number.POSITIVE_INFINITY): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.length <= max && value.every(item);

/** An object whose every value is an `item` (any keys). */
export const recordOf =
  <T>(item: Guard<T>): Guard<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isRecord(value) && Object.values(value).every(item);

type Shape = Record<string, Guard<unknown>>;
type ObjectOf<Required extends Shape, Optional extends Shape> = {
  [K in keyof Required]: Guarded<Required[K]>;
} & { [K in keyof Optional]?: Guarded<Optional[K]> };

/**
 * An object with every key of `required` and, when present, the keys of `optional`, each passing its
 * guard. Other keys are allowed (a field an older build wrote is ignored), as zod's `object` strips them.
 */
export const objectOf =
  <Required extends Shape, Optional extends Shape = Record<never, Guard<unknown>>>(
    required: Required,
    optional?: Optional,
  ): Guard<ObjectOf<Required, Optional>> =>
  (value): value is ObjectOf<Required, Optional> =>
    isRecord(value) &&
    Object.entries(required).every(([key, guard]) => guard(value[key])) &&
    Object.entries(optional ?? {}).every(([key, guard]) => value[key] === undefined || guard(value[key]));

/** `null`, or an `item`. */
export const nullable =
  <T>(item: Guard<T>): Guard<T | null> =>
  (value): value is T | null =>
    value === null || item(value);
