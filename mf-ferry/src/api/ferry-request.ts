/**
 * The ferry API wrapper (rule ferry.api.errors), under every ferry endpoint module of this folder: a failure
 * carries the server's message or "An error occurred", and a token error removes the stored token and
 * sends the visitor home. Whether a message is shown is the endpoint's `meta` (toasts are handled once
 * by the QueryClient's caches, see `@andaman/shared/query/toast-meta`).
 */
import { clearAccessToken } from '@andaman/shared/api-client/access-token';
import {
  type ApiError,
  type ApiPostOptions,
  type ApiRequestOptions,
  apiGet,
  apiPost,
  type ErrorMessages,
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

/** Options of a ferry call: the request options (the messages are the area's) and the navigation. */
export type FerryRequestOptions = Omit<ApiPostOptions, keyof ErrorMessages> & TokenErrorNavigation;

/** Whether a server message is one of the token errors (compared trimmed and case-insensitively). */
export function isTokenErrorMessage(message: string): boolean {
  const normalised = message.trim().toLowerCase();
  return TOKEN_ERROR_MESSAGES.some((tokenMessage) => tokenMessage === normalised);
}

const defaultNavigate = (path: string): void => window.location.assign(path);
const defaultCurrentPath = (): string => window.location.pathname;

/** The area has one message for every failure without a server message, answered or not. */
const FERRY_MESSAGES = { fallbackMessage: FERRY_ERROR_MESSAGE, unexpectedMessage: FERRY_ERROR_MESSAGE };

/**
 * A failed ferry call: when the server's message is a token error, the stored token is removed and the
 * browser goes to `/` unless already there. The error itself passes on unchanged.
 */
export function onTokenError(error: ApiError, navigation: TokenErrorNavigation = {}): ApiError {
  const fromServer = serverMessage(error.body);
  if (fromServer !== undefined && isTokenErrorMessage(fromServer)) {
    clearAccessToken();
    if ((navigation.currentPath ?? defaultCurrentPath)() !== '/')
      (navigation.navigate ?? defaultNavigate)('/');
  }
  return error;
}

async function ferryCall<S extends z.ZodType>(
  call: () => Promise<unknown>,
  schema: S,
  navigation: TokenErrorNavigation,
): Promise<z.output<S>> {
  try {
    return parseApiResponse(schema, await call(), FERRY_ERROR_MESSAGE);
  } catch (error) {
    throw onTokenError(toApiError(error, FERRY_MESSAGES), navigation);
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
  }: Omit<ApiRequestOptions, keyof ErrorMessages> & TokenErrorNavigation = {},
): Promise<z.output<S>> {
  return ferryCall(() => apiGet(path, z.unknown(), { ...request, ...FERRY_MESSAGES }), schema, {
    navigate,
    currentPath,
  });
}

/** `POST` to a ferry endpoint through the wrapper. */
export function ferryPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  { navigate, currentPath, ...request }: FerryRequestOptions = {},
): Promise<z.output<S>> {
  return ferryCall(() => apiPost(path, body, z.unknown(), { ...request, ...FERRY_MESSAGES }), schema, {
    navigate,
    currentPath,
  });
}
