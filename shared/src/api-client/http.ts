import { clearAccessToken, getAccessToken } from '@andaman/shared/api-client/access-token';
import {
  API_ERROR_CODES,
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  isApiError,
  serverMessage,
} from '@andaman/shared/api-client/api-error';
import { getApiConfig } from '@andaman/shared/api-client/config';
import ky, {
  type HTTPError,
  isHTTPError,
  isTimeoutError,
  type KyInstance,
  type SearchParamsOption,
} from 'ky';
import { safeParse, ZodError, type z } from 'zod';

export {
  API_ERROR_CODES,
  ApiError,
  type ApiErrorDetails,
  DEFAULT_ERROR_MESSAGE,
  isApiError,
  serverMessage,
} from '@andaman/shared/api-client/api-error';

/** Every call gives up after 30 s (rule site.api.timeout). */
export const REQUEST_TIMEOUT_MS = 30_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const serverCode = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.code === 'string' && body.code !== '' ? body.code : undefined;

/** The caller's fallback message travels to the error hook in ky's `context`. */
const FALLBACK_CONTEXT_KEY = 'fallbackMessage';

const fallbackFromContext = (context: Record<string, unknown>): string | undefined => {
  const value = context[FALLBACK_CONTEXT_KEY];
  return typeof value === 'string' ? value : undefined;
};

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

async function apiErrorFromHttpError(error: HTTPError): Promise<ApiError> {
  const body = await readBody(error.response);
  const message = serverMessage(body) ?? fallbackFromContext(error.options.context) ?? DEFAULT_ERROR_MESSAGE;
  return new ApiError(message, { status: error.response.status, code: serverCode(body), body, cause: error });
}

const isAbortError = (error: unknown): boolean => isRecord(error) && error.name === 'AbortError';

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

/**
 * Turns anything a call can throw into an `ApiError` with the message `ErrorMessages` describes (an
 * `ApiError` is returned unchanged). `apiGet`, `apiPost` and the clients `createHttpClient` builds already
 * throw through it; use it in a `catch` around code that calls ky directly.
 */
export function toApiError(error: unknown, messages: ErrorMessages = {}): ApiError {
  if (isApiError(error)) return error;
  const unexpected = messages.unexpectedMessage ?? DEFAULT_ERROR_MESSAGE;
  const answered = messages.fallbackMessage ?? unexpected;
  if (isHTTPError(error)) return new ApiError(answered, { status: error.response.status, cause: error });
  if (isTimeoutError(error)) return new ApiError(unexpected, { code: API_ERROR_CODES.timeout, cause: error });
  if (isAbortError(error)) return new ApiError(unexpected, { code: API_ERROR_CODES.aborted, cause: error });
  if (error instanceof ZodError || error instanceof SyntaxError) {
    return new ApiError(answered, { code: API_ERROR_CODES.invalidResponse, cause: error });
  }
  // fetch rejects with a TypeError when no HTTP answer arrives.
  if (error instanceof TypeError)
    return new ApiError(unexpected, { code: API_ERROR_CODES.network, cause: error });
  return new ApiError(unexpected, { cause: error });
}

/** Options of `createHttpClient`. */
export type HttpClientOptions = {
  /** Base URL every path is appended to (relative bases resolve against the page). */
  prefixUrl: string;
  /**
   * Send the stored `access_token` as a bearer header and drop it on a 401 (default `true`). The content
   * system is a different service: it gets neither our token nor the power to log the visitor out.
   */
  auth?: boolean;
  /** Time limit per request in ms (default `REQUEST_TIMEOUT_MS`). */
  timeout?: number;
  /** Replacement for `fetch` (tests). */
  fetch?: typeof fetch;
};

/**
 * Builds a ky instance with the site's conventions: JSON, 30 s timeout, bearer token when stored, a 401
 * removes the token (and the error passes on), no ky retries (TanStack Query retries queries; the payment
 * mutation has its own retry), and every HTTP error status thrown as an `ApiError` carrying the parsed body. Timeouts and
 * network failures still arrive as ky/fetch errors: pass them through `toApiError`.
 */
export function createHttpClient(options: HttpClientOptions): KyInstance {
  const auth = options.auth ?? true;
  return ky.create({
    prefixUrl: options.prefixUrl,
    timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    retry: 0,
    headers: { accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: auth
        ? [
            (request) => {
              const token = getAccessToken();
              if (token && !request.headers.has('authorization')) {
                request.headers.set('authorization', `Bearer ${token}`);
              }
            },
          ]
        : [],
      afterResponse: auth
        ? [
            (_request, _options, response) => {
              if (response.status === 401) clearAccessToken();
            },
          ]
        : [],
      beforeError: [
        async (error) => {
          throw await apiErrorFromHttpError(error);
        },
      ],
    },
  });
}

let apiClient: { base: string; client: KyInstance } | undefined;

/** The ky instance for the product's API, on the configured `apiBaseUrl` (rebuilt if the base changes). */
export function getHttp(): KyInstance {
  const base = getApiConfig().apiBaseUrl;
  if (apiClient?.base !== base) apiClient = { base, client: createHttpClient({ prefixUrl: base }) };
  return apiClient.client;
}

/**
 * Parses an answer with the caller's schema. A mismatch becomes an `ApiError` with code
 * `INVALID_RESPONSE`, whose message is the body's `message` when it has one (e.g. a 200
 * `{ success: false, message }`), else the fallback.
 */
export function parseApiResponse<S extends z.core.$ZodType>(
  schema: S,
  json: unknown,
  fallbackMessage?: string,
): z.core.output<S> {
  // The function, not the method: a schema may be classic zod or `zod/mini` (lighter on a first load).
  const result = safeParse(schema, json);
  if (result.success) return result.data;
  return throwInvalid(json, result.error, fallbackMessage);
}

function throwInvalid(json: unknown, cause: unknown, fallbackMessage?: string): never {
  throw new ApiError(serverMessage(json) ?? fallbackMessage ?? DEFAULT_ERROR_MESSAGE, {
    code: API_ERROR_CODES.invalidResponse,
    body: json,
    cause,
  });
}

/** Options common to `apiGet` and `apiPost`; the messages of a failure are `ErrorMessages`. */
export type ApiRequestOptions = ErrorMessages & {
  /** Query string, in any form ky accepts (`undefined` values are dropped). */
  searchParams?: SearchParamsOption;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Abort signal (TanStack Query passes one to `queryFn`). */
  signal?: AbortSignal;
};

/** Options of `apiPost`. */
export type ApiPostOptions = ApiRequestOptions & {
  /**
   * Sent as `Idempotency-Key` so the server can recognise a repeated submit (e.g. a retried payment) as
   * the same operation. Reuse one key across the retries of one operation; see `createIdempotencyKey`.
   */
  idempotencyKey?: string;
};

// ky refuses a leading slash when a prefix is set; the product's calls are written as `/locations`.
const relativePath = (path: string): string => path.replace(/^\/+/, '');

async function send<S extends z.core.$ZodType>(
  method: 'get' | 'post',
  path: string,
  schema: S,
  options: ApiPostOptions & { json?: unknown },
): Promise<z.core.output<S>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let json: unknown;
  try {
    json = await getHttp()(relativePath(path), {
      method,
      headers,
      ...(options.json === undefined ? {} : { json: options.json }),
      ...(options.searchParams === undefined ? {} : { searchParams: options.searchParams }),
      ...(options.signal ? { signal: options.signal } : {}),
      context: { [FALLBACK_CONTEXT_KEY]: options.fallbackMessage ?? options.unexpectedMessage },
    }).json<unknown>();
  } catch (error) {
    throw toApiError(error, options);
  }
  return parseApiResponse(schema, json, options.fallbackMessage ?? options.unexpectedMessage);
}

/**
 * `GET {apiBaseUrl}{path}` and parse the JSON answer with `schema` (usually `apiResponse(...)` from
 * `@andaman/shared/contracts/common`). Every failure throws an `ApiError`.
 */
export function apiGet<S extends z.core.$ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.core.output<S>> {
  return send('get', path, schema, options);
}

/**
 * `POST {apiBaseUrl}{path}` with a JSON body and parse the JSON answer with `schema`. Every failure throws
 * an `ApiError`.
 */
export function apiPost<S extends z.core.$ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: ApiPostOptions = {},
): Promise<z.core.output<S>> {
  return send('post', path, schema, { ...options, json: body });
}

/**
 * A fresh random `Idempotency-Key`. `crypto.randomUUID` exists only in secure contexts, so plain-HTTP
 * environments fall back to 128 random bits in hex from `crypto.getRandomValues`.
 */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
