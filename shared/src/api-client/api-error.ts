/**
 * The one error shape of every failed call, without the HTTP client: the shell's QueryClient and toasts
 * classify errors on the first screen, and `api-client/api-read` reads on it, which must not wait for ky
 * and zod (`api-client/http` re-exports it).
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

const serverCode = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.code === 'string' && body.code !== '' ? body.code : undefined;

/**
 * The messages of a failed call, in the order the site's error catalogue states them: the server's own
 * message; else, when the server answered (an error status, or an answer of the wrong shape),
 * `fallbackMessage` ("Booking failed", "Error fetching room data"); else, when no answer arrived (offline,
 * a timeout), `unexpectedMessage`, which is "An unexpected error occurred" unless the caller says
 * otherwise (an area whose catalogue has one message for every failure gives it twice).
 */
export type ErrorMessages = {
  /** Shown when the server answered without a message of its own. */
  fallbackMessage?: string;
  /** Shown when no answer arrived; default `DEFAULT_ERROR_MESSAGE`. */
  unexpectedMessage?: string;
};

/** The message of an answer the server gave without one of its own (`ErrorMessages`). */
export const answeredMessage = (messages: ErrorMessages): string | undefined =>
  messages.fallbackMessage ?? messages.unexpectedMessage;

/** The body of an answer: its JSON when it is JSON, else its text (`undefined` when empty or unreadable). */
async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } catch {
    return undefined;
  }
}

/**
 * The `ApiError` of an HTTP error status: the server's `message` (else `fallbackMessage`, else
 * `DEFAULT_ERROR_MESSAGE`), its status, its `code` and its parsed body.
 */
export async function apiErrorFromResponse(
  response: Response,
  fallbackMessage: string | undefined,
  cause?: unknown,
): Promise<ApiError> {
  const body = await readBody(response);
  const message = serverMessage(body) ?? fallbackMessage ?? DEFAULT_ERROR_MESSAGE;
  return new ApiError(message, {
    status: response.status,
    code: serverCode(body),
    body,
    ...(cause === undefined ? {} : { cause }),
  });
}

/**
 * The `ApiError` of an answer that is not the `{ success: true, data }` it should be: the body's `message`
 * when it has one (e.g. a 200 `{ success: false, message }`), else the fallback.
 */
export function invalidResponseError(json: unknown, fallbackMessage?: string, cause?: unknown): ApiError {
  return new ApiError(serverMessage(json) ?? fallbackMessage ?? DEFAULT_ERROR_MESSAGE, {
    code: API_ERROR_CODES.invalidResponse,
    body: json,
    cause,
  });
}

const isNamed = (error: unknown, name: string): boolean => isRecord(error) && error.name === name;

/**
 * The `ApiError` of a call that got no HTTP error status: a timeout (ky's and `AbortSignal.timeout`'s
 * are both named `TimeoutError`), an abort, no answer at all (fetch rejects with a `TypeError`) or an
 * answer that is not JSON. The messages are `ErrorMessages`; an `ApiError` is returned unchanged.
 */
export function failureToApiError(error: unknown, messages: ErrorMessages = {}): ApiError {
  if (isApiError(error)) return error;
  const unexpected = messages.unexpectedMessage ?? DEFAULT_ERROR_MESSAGE;
  if (isNamed(error, 'TimeoutError'))
    return new ApiError(unexpected, { code: API_ERROR_CODES.timeout, cause: error });
  if (isNamed(error, 'AbortError'))
    return new ApiError(unexpected, { code: API_ERROR_CODES.aborted, cause: error });
  if (error instanceof SyntaxError) {
    return new ApiError(messages.fallbackMessage ?? unexpected, {
      code: API_ERROR_CODES.invalidResponse,
      cause: error,
    });
  }
  if (error instanceof TypeError)
    return new ApiError(unexpected, { code: API_ERROR_CODES.network, cause: error });
  return new ApiError(unexpected, { cause: error });
}
