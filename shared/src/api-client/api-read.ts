/**
 * A read of the product's API for a page's first render, on `fetch` alone: no ky and no zod to download
 * before the page can show its data. The answer is typed by its shared schema but not parsed again here:
 * the API validates what it sends with that same schema (`okWith` in api/src/http/envelope.ts), so a
 * second check in the browser would only cost the first load. Use it only for answers the API sends
 * through `okWith`; everything else (forms, answers of other services) goes through `apiGet` / `apiPost`
 * (`api-client/http`), which parse.
 *
 * Conventions and failures are `apiGet`'s: JSON, the stored bearer token and a 401 removes it, 30 s
 * time limit, no retries, and every failure an `ApiError` with the same message, status and code.
 */
import { clearAccessToken, getAccessToken } from '@andaman/shared/api-client/access-token';
import {
  answeredMessage,
  apiErrorFromResponse,
  type ErrorMessages,
  failureToApiError,
  invalidResponseError,
} from '@andaman/shared/api-client/api-failure';
import { getApiConfig } from '@andaman/shared/api-client/config';
import { REQUEST_TIMEOUT_MS, relativeApiPath } from '@andaman/shared/api-client/request-conventions';
import type { z } from 'zod';

/** Options of `apiRead`; the messages of a failure are `ErrorMessages`. */
export type ApiReadOptions = ErrorMessages & {
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Abort signal. */
  signal?: AbortSignal;
  /**
   * A search the API takes as a JSON body (the ferry operators' searches): sent with `POST`. The answer is
   * still a read, sent through `okWith`; a request that changes something goes through `apiPost`.
   */
  body?: unknown;
};

const timeLimit = (signal: AbortSignal | undefined): AbortSignal => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
};

/**
 * `GET {apiBaseUrl}{path}` (`POST` with `options.body`), its `{ success: true, data }` answer typed by the API's schema `S` (pass it as
 * a type: `apiRead<typeof tripResponseSchema>(…)` with `import type`, so the schema is not downloaded).
 * Every failure throws an `ApiError`, as `apiGet` would.
 */
export async function apiRead<S extends z.core.$ZodType>(
  path: string,
  options: ApiReadOptions = {},
): Promise<z.core.output<S>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...options.headers,
  };
  const token = getAccessToken();
  if (token && !('authorization' in headers)) headers.authorization = `Bearer ${token}`;
  let json: unknown;
  try {
    const response = await fetch(`${getApiConfig().apiBaseUrl}/${relativeApiPath(path)}`, {
      headers,
      signal: timeLimit(options.signal),
      ...(options.body === undefined ? {} : { method: 'POST', body: JSON.stringify(options.body) }),
    });
    if (response.status === 401) clearAccessToken();
    if (!response.ok) throw await apiErrorFromResponse(response, answeredMessage(options));
    json = await response.json();
  } catch (error) {
    throw failureToApiError(error, options);
  }
  // What the API sends through `okWith` is `{ success: true, data }`; anything else is not its answer.
  if (typeof json !== 'object' || json === null || !('success' in json) || json.success !== true)
    throw invalidResponseError(json, answeredMessage(options));
  return json as z.core.output<S>;
}
