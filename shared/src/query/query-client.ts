import { isApiError } from '@andaman/shared/api-client/api-error';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** Failed queries are retried this many times (rule site.query.retry). */
export const QUERY_RETRY_COUNT = 3;

/** Ceiling of the back-off between query retries (rule site.query.retry). */
export const MAX_RETRY_DELAY_MS = 30_000;

/** Unused cached data is dropped after 5 minutes (rule site.query.cache-time). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Exponential back-off: 1 s, 2 s, 4 s … capped at 30 s. `attemptIndex` is 0 before the first retry. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

// 4xx statuses that describe a passing condition rather than a wrong request.
const TRANSIENT_CLIENT_STATUSES: ReadonlySet<number> = new Set([408, 429]);

/**
 * Whether a failure will not change by asking again: an `ApiError` with a 4xx status (a 404 hotel stays
 * missing; a 400 stays invalid), except 408 Request Timeout and 429 Too Many Requests. Retrying those would
 * only hold the page in its loading state for up to 7 s before showing the not-found or error view.
 */
export function isPermanentFailure(error: unknown): boolean {
  if (!isApiError(error) || error.status === undefined) return false;
  return error.status >= 400 && error.status < 500 && !TRANSIENT_CLIENT_STATUSES.has(error.status);
}

/** `retry` of queries: up to `QUERY_RETRY_COUNT` retries, none for permanent failures. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRY_COUNT && !isPermanentFailure(error);
}

/**
 * The site's QueryClient (the shell owns the one instance; a remote's standalone harness makes its own).
 * Queries: `shouldRetryQuery`, `queryRetryDelay`, 5-minute `gcTime`. Mutations are not retried by default: a
 * booking must not be submitted twice by the cache layer (payment creation opts in, with one
 * `Idempotency-Key`, see `api-client/payment`). Toasts come from each call's `meta` (`query/toast-meta`).
 * `config` is merged over these defaults (tests pass `retry: false`).
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
        ...config.defaultOptions?.queries,
      },
      mutations: {
        retry: false,
        ...config.defaultOptions?.mutations,
      },
    },
  });
}
