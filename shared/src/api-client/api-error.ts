/**
 * The one error shape of every failed call, without the HTTP client: the shell's QueryClient and toasts
 * classify errors on the first screen, which must not wait for ky and zod (`api-client/http` re-exports it).
 */

/** Message of a failure when neither the server nor the caller has a better one. */
export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred';

/** `ApiError.code` values set by the client itself (server codes, e.g. WordPress's, pass through as sent). */
export const API_ERROR_CODES = {
  /** No answer within `REQUEST_TIMEOUT_MS`. */
  timeout: 'TIMEOUT',
  /** The request never got an HTTP answer (offline, DNS, CORS, connection refused). */
  network: 'NETWORK_ERROR',
  /** The caller (or TanStack Query) aborted the request. */
  aborted: 'ABORTED',
  /** The answer was not JSON of the expected shape. */
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** What an `ApiError` carries besides its message. */
export type ApiErrorDetails = {
  /** HTTP status, when an HTTP answer arrived. */
  status?: number;
  /** Machine-readable code: the server's `code` (e.g. `rest_comment_login_required`) or one of `API_ERROR_CODES`. */
  code?: string;
  /** The parsed answer body (JSON when it was JSON, else its text). */
  body?: unknown;
  /** The underlying error. */
  cause?: unknown;
};

/**
 * The one error shape of every failed call, whatever went wrong: an HTTP error status, a timeout, a network
 * failure or an answer of the wrong shape. `message` is ready for a toast: the server's `message` first,
 * else the caller's fallback, else `DEFAULT_ERROR_MESSAGE`.
 */
export class ApiError extends Error {
  /** HTTP status, when an HTTP answer arrived. */
  readonly status?: number;
  /** Server or client error code, see `ApiErrorDetails.code`. */
  readonly code?: string;
  /** The parsed answer body, when there was one. */
  readonly body?: unknown;

  /** Builds an error whose message is shown to the user as is. */
  constructor(message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.status = details.status;
    this.code = details.code;
    this.body = details.body;
  }
}

/**
 * Type guard for `ApiError`. Structural, not `instanceof`: each app bundles its own copy of this module,
 * and the shell's QueryClient must recognise the errors a remote's queries throw.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The non-blank `message` of an answer body (`{ success: false, message }`, WordPress errors), if any. */
export function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body) || typeof body.message !== 'string') return undefined;
  return body.message.trim() === '' ? undefined : body.message;
}
