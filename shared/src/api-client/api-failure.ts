/**
 * How a failed call becomes an `ApiError`, without the HTTP client: `api-client/http` (ky and zod) and
 * `api-client/api-read` (`fetch` alone) both fail through these, so a traveller reads the same message
 * whichever made the call. Apart from `api-error`, which every first screen loads.
 */
import {
  API_ERROR_CODES,
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  isApiError,
  serverMessage,
} from '@andaman/shared/api-client/api-error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

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
