/**
 * The one way to write a query that has nothing to ask yet (no id in the address, no sailing chosen):
 *
 * ```ts
 * queryOptions({
 *   queryKey: hotelKeys.detail(id), // `id: number | undefined`, as given
 *   queryFn: whenDefined(id, getHotel),
 * });
 * ```
 *
 * The key names the input as it is, `undefined` included, so "nothing yet" is a cache entry of its own
 * and never another input's (no `id ?? 0`, no `'none'`).
 */
import { type QueryFunction, type SkipToken, skipToken } from '@tanstack/react-query';

/**
 * `queryFn` of a query that waits for its input: TanStack Query's `skipToken` while `input` is
 * `undefined` (the query stays pending and asks nothing), else `fetcher(input, signal)`.
 */
export function whenDefined<Input, Data>(
  input: Input | undefined,
  fetcher: (input: Input, signal: AbortSignal) => Promise<Data>,
): QueryFunction<Data> | SkipToken {
  return input === undefined ? skipToken : ({ signal }) => fetcher(input, signal);
}
