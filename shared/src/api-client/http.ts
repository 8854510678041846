import { clearAccessToken, getAccessToken } from '@andaman/shared/api-client/access-token';
import { ApiError, DEFAULT_ERROR_MESSAGE, isApiError } from '@andaman/shared/api-client/api-error';
import {
  answeredMessage,
  apiErrorFromResponse,
  type ErrorMessages,
  failureToApiError,
  invalidResponseError,
} from '@andaman/shared/api-client/api-failure';
import { getApiConfig } from '@andaman/shared/api-client/config';
import { REQUEST_TIMEOUT_MS, relativeApiPath } from '@andaman/shared/api-client/request-conventions';
import ky, { isHTTPError, type KyInstance, type SearchParamsOption } from 'ky';
import { safeParse, ZodError, type z } from 'zod';

export {
  API_ERROR_CODES,
  ApiError,
  type ApiErrorDetails,
  DEFAULT_ERROR_MESSAGE,
  isApiError,
  serverMessage,
} from '@andaman/shared/api-client/api-error';
export type { ErrorMessages } from '@andaman/shared/api-client/api-failure';
export { createIdempotencyKey } from '@andaman/shared/api-client/idempotency';
export { REQUEST_TIMEOUT_MS } from '@andaman/shared/api-client/request-conventions';

/** The caller's fallback message travels to the error hook in ky's `context`. */
const FALLBACK_CONTEXT_KEY = 'fallbackMessage';

const fallbackFromContext = (context: Record<string, unknown>): string | undefined => {
  const value = context[FALLBACK_CONTEXT_KEY];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Turns anything a call can throw into an `ApiError` with the message `ErrorMessages` describes (an
 * `ApiError` is returned unchanged). `apiGet`, `apiPost` and the clients `createHttpClient` builds already
 * throw through it; use it in a `catch` around code that calls ky directly.
 */
export function toApiError(error: unknown, messages: ErrorMessages = {}): ApiError {
  if (isApiError(error)) return error;
  const answered = answeredMessage(messages);
  if (isHTTPError(error)) {
    return new ApiError(answered ?? DEFAULT_ERROR_MESSAGE, {
      status: error.response.status,
      cause: error,
    });
  }
  if (error instanceof ZodError) return invalidResponseError(undefined, answered, error);
  return failureToApiError(error, messages);
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
          throw await apiErrorFromResponse(error.response, fallbackFromContext(error.options.context), error);
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
  throw invalidResponseError(json, fallbackMessage, result.error);
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
    json = await getHttp()(relativeApiPath(path), {
      method,
      headers,
      ...(options.json === undefined ? {} : { json: options.json }),
      ...(options.searchParams === undefined ? {} : { searchParams: options.searchParams }),
      ...(options.signal ? { signal: options.signal } : {}),
      context: { [FALLBACK_CONTEXT_KEY]: answeredMessage(options) },
    }).json<unknown>();
  } catch (error) {
    throw toApiError(error, options);
  }
  return parseApiResponse(schema, json, answeredMessage(options));
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
