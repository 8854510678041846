/**
 * A mutation run from code that is not a component: a step loaded when it is needed (the ferry checkout's
 * pay step), so the page that offers it mounts no mutation hook. It goes through `client` as
 * `useMutation`'s `mutateAsync` would: the client's defaults, the options' retries, and the `meta`
 * toasts, which the client's mutation cache shows (`query/toast-meta`).
 */
import { MutationObserver, type MutationObserverOptions, type QueryClient } from '@tanstack/react-query';

/** Runs the mutation of `options` with `variables`; resolves with its data, rejects after its last try. */
export function runMutation<Data, Error, Variables, Context>(
  client: QueryClient,
  options: MutationObserverOptions<Data, Error, Variables, Context>,
  variables: Variables,
): Promise<Data> {
  return new MutationObserver(client, options).mutate(variables);
}
