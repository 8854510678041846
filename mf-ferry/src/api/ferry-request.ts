/**
 * The ferry API wrapper (rule ferry.api.errors), under every ferry endpoint module of this folder: a failure
 * carries the server's message or "An error occurred", and a token error removes the stored token and
 * sends the visitor home. Whether a message is shown is the endpoint's `meta` (toasts are handled once
 * by the QueryClient's caches, see `@andaman/shared/query/toast-meta`).
 */
import { clearAccessToken } from '@andaman/shared/api-client/access-token';
import {
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

/** Message of a failure when the server gives none (rule ferry.api.errors). */
export const FERRY_ERROR_MESSAGE = 'An error occurred';

/** Server messages that mean the stored token is unusable (rule ferry.api.errors). */
export const TOKEN_ERROR_MESSAGES = [
  'invalid token',
  'jwt expired',
  'jwt malformed',
  'user not found',
] as const;

/** Where a token error sends the visitor (tests replace the defaults). */
export type TokenErrorNavigation = {
  /** Full navigation after a token error; default `window.location.assign`. */
  navigate?: (path: string) => void;
  /** The current path, to avoid reloading `/` on itself; default `window.location.pathname`. */
  currentPath?: () => string;
};

/** Options of a ferry call: the request options (the fallback message is fixed) and the navigation. */
export type FerryRequestOptions = Omit<ApiPostOptions, 'fallbackMessage'> & TokenErrorNavigation;

/** Whether a server message is one of the token errors (compared trimmed and case-insensitively). */
export function isTokenErrorMessage(message: string): boolean {
  const normalised = message.trim().toLowerCase();
  return TOKEN_ERROR_MESSAGES.some((tokenMessage) => tokenMessage === normalised);
}

const defaultNavigate = (path: string): void => window.location.assign(path);
const defaultCurrentPath = (): string => window.location.pathname;

/**
 * Any error of a ferry call as an `ApiError` whose message is the server's or `FERRY_ERROR_MESSAGE`;
 * on a token error the stored token is removed and the browser goes to `/` unless already there.
 */
export function ferryError(error: unknown, navigation: TokenErrorNavigation = {}): ApiError {
  const apiError = toApiError(error, FERRY_ERROR_MESSAGE);
  const fromServer = serverMessage(apiError.body);
  const message = fromServer ?? FERRY_ERROR_MESSAGE;
  if (fromServer !== undefined && isTokenErrorMessage(fromServer)) {
    clearAccessToken();
    if ((navigation.currentPath ?? defaultCurrentPath)() !== '/')
      (navigation.navigate ?? defaultNavigate)('/');
  }
  if (apiError.message === message) return apiError;
  return new ApiError(message, {
    status: apiError.status,
    code: apiError.code,
    body: apiError.body,
    cause: error,
  });
}

async function ferryCall<S extends z.ZodType>(
  call: () => Promise<unknown>,
  schema: S,
  navigation: TokenErrorNavigation,
): Promise<z.output<S>> {
  try {
    return parseApiResponse(schema, await call(), FERRY_ERROR_MESSAGE);
  } catch (error) {
    throw ferryError(error, navigation);
  }
}

/** `GET` a ferry endpoint through the wrapper. */
export function ferryGet<S extends z.ZodType>(
  path: string,
  schema: S,
  {
    navigate,
    currentPath,
    ...request
  }: Omit<ApiRequestOptions, 'fallbackMessage'> & TokenErrorNavigation = {},
): Promise<z.output<S>> {
  return ferryCall(
    () => apiGet(path, z.unknown(), { ...request, fallbackMessage: FERRY_ERROR_MESSAGE }),
    schema,
    { navigate, currentPath },
  );
}

/** `POST` to a ferry endpoint through the wrapper. */
export function ferryPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  { navigate, currentPath, ...request }: FerryRequestOptions = {},
): Promise<z.output<S>> {
  return ferryCall(
    () => apiPost(path, body, z.unknown(), { ...request, fallbackMessage: FERRY_ERROR_MESSAGE }),
    schema,
    { navigate, currentPath },
  );
}
