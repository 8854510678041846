import { clearAccessToken } from '@andaman/shared/api-client/access-token';
import {
  API_ERROR_CODES,
  ApiError,
  type ApiPostOptions,
  type ApiRequestOptions,
  apiGet,
  apiPost,
  parseApiResponse,
  serverMessage,
  toApiError,
} from '@andaman/shared/api-client/http';
import { z } from 'zod';

/**
 * The ferry API wrapper of spec 001 §8: every ferry call shows the server's message (error toast on failure,
 * success toast when a successful answer carries one), and a token error logs the visitor out and sends them
 * home. Toasts go through a `Notifier` so this module needs no UI code.
 */

/** Error toast when the server gives no message (spec 001 §8). */
export const FERRY_ERROR_MESSAGE = 'An error occurred';

/** Server messages that mean the stored token is unusable (spec 001 §8). */
export const TOKEN_ERROR_MESSAGES = [
  'invalid token',
  'jwt expired',
  'jwt malformed',
  'user not found',
] as const;

/** Where the wrapper sends toasts (e.g. the design system's toast API). */
export type Notifier = {
  /** Shows a success toast. */
  success(message: string): void;
  /** Shows an error toast. */
  error(message: string): void;
};

/** How a ferry call reports back. */
export type FerryCallContext = {
  /** Receives the toasts. */
  notifier: Notifier;
  /** Full navigation after a token error; default `window.location.assign`. */
  navigate?: (path: string) => void;
  /** The current path, to avoid reloading `/` on itself; default `window.location.pathname`. */
  currentPath?: () => string;
  /**
   * No toasts (spec 001 §8: seat-layout failures and result fetch errors are not shown). Token errors
   * still clear the token and go home.
   */
  silent?: boolean;
};

/** Options of `ferryGet`: request options (the fallback message is fixed) plus the call context. */
export type FerryGetOptions = Omit<ApiRequestOptions, 'fallbackMessage'> & FerryCallContext;

/** Options of `ferryPost`: request options (the fallback message is fixed) plus the call context. */
export type FerryPostOptions = Omit<ApiPostOptions, 'fallbackMessage'> & FerryCallContext;

/** Whether a server message is one of the token errors (compared trimmed and case-insensitively). */
export function isTokenErrorMessage(message: string): boolean {
  const normalised = message.trim().toLowerCase();
  return TOKEN_ERROR_MESSAGES.some((tokenMessage) => tokenMessage === normalised);
}

const defaultNavigate = (path: string): void => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

const defaultCurrentPath = (): string => (typeof window === 'undefined' ? '' : window.location.pathname);

/**
 * Applies the wrapper's failure rules to any error of a ferry call and returns it as an `ApiError` whose
 * message is the server message or `FERRY_ERROR_MESSAGE`: shows it as an error toast (unless silent or the
 * call was aborted), and on a token error removes the stored token and navigates to `/` unless already there.
 */
export function handleFerryError(error: unknown, context: FerryCallContext): ApiError {
  const apiError = toApiError(error, FERRY_ERROR_MESSAGE);
  const fromServer = serverMessage(apiError.body);
  const message = fromServer ?? FERRY_ERROR_MESSAGE;
  const result =
    apiError.message === message
      ? apiError
      : new ApiError(message, {
          status: apiError.status,
          code: apiError.code,
          body: apiError.body,
          cause: error,
        });

  // A cancelled query (unmount, newer search) is not a failure the visitor needs to hear about.
  if (!context.silent && result.code !== API_ERROR_CODES.aborted) context.notifier.error(message);

  if (fromServer !== undefined && isTokenErrorMessage(fromServer)) {
    clearAccessToken();
    if ((context.currentPath ?? defaultCurrentPath)() !== '/') (context.navigate ?? defaultNavigate)('/');
  }
  return result;
}

/**
 * Applies the wrapper's success rule to a ferry answer: a server `message` is shown as a success toast. An
 * answer that says `success: false` with a 2xx status gets its message as an error toast instead.
 */
export function handleFerrySuccess(json: unknown, context: FerryCallContext): void {
  const message = serverMessage(json);
  if (message === undefined || context.silent) return;
  const failed = typeof json === 'object' && json !== null && 'success' in json && json.success === false;
  if (failed) context.notifier.error(message);
  else context.notifier.success(message);
}

function splitContext<T extends FerryCallContext>(options: T): Omit<T, keyof FerryCallContext> {
  const {
    notifier: _notifier,
    navigate: _navigate,
    currentPath: _currentPath,
    silent: _silent,
    ...request
  } = options;
  return request;
}

async function ferryCall<S extends z.ZodType>(
  call: () => Promise<unknown>,
  schema: S,
  context: FerryCallContext,
): Promise<z.output<S>> {
  let data: z.output<S>;
  let json: unknown;
  try {
    json = await call();
    data = parseApiResponse(schema, json, FERRY_ERROR_MESSAGE);
  } catch (error) {
    throw handleFerryError(error, context);
  }
  handleFerrySuccess(json, context);
  return data;
}

/** `GET` a ferry endpoint through the wrapper (see `handleFerryError` / `handleFerrySuccess`). */
export function ferryGet<S extends z.ZodType>(
  path: string,
  schema: S,
  options: FerryGetOptions,
): Promise<z.output<S>> {
  const request = splitContext(options);
  return ferryCall(
    () => apiGet(path, z.unknown(), { ...request, fallbackMessage: FERRY_ERROR_MESSAGE }),
    schema,
    options,
  );
}

/** `POST` to a ferry endpoint through the wrapper (see `handleFerryError` / `handleFerrySuccess`). */
export function ferryPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: FerryPostOptions,
): Promise<z.output<S>> {
  const request = splitContext(options);
  return ferryCall(
    () => apiPost(path, body, z.unknown(), { ...request, fallbackMessage: FERRY_ERROR_MESSAGE }),
    schema,
    options,
  );
}
