/**
 * TanStack Query's `queryOptions` and `mutationOptions` (the identity, there for their types) without
 * its runtime. A remote shares `@tanstack/react-query` as one singleton, so a module that imports
 * anything of it, even these, loads the whole package (hooks and observers) on a remote's page; an
 * endpoint module that a page's first render imports declares its options with these instead, and its
 * hook, if any, lives where `useQuery` or `useMutation` may load.
 */
import type {
  mutationOptions as tanstackMutationOptions,
  queryOptions as tanstackQueryOptions,
} from '@tanstack/react-query';

const identity = <Options>(options: Options): Options => options;

/** `queryOptions` of `@tanstack/react-query`, without loading it. */
export const queryOptions = identity as unknown as typeof tanstackQueryOptions;

/** `mutationOptions` of `@tanstack/react-query`, without loading it. */
export const mutationOptions = identity as unknown as typeof tanstackMutationOptions;
