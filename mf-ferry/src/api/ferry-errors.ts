/**
 * What every ferry call does on a failure (rule ferry.api.errors): its message is the server's or "An error
 * occurred", and a token error removes the stored token and sends the visitor home. Without ky or zod, for
 * the reads of `ferry-read` as for the calls of `ferry-request`.
 */
import { clearAccessToken } from '@andaman/shared/api-client/access-token';
import { type ApiError, serverMessage } from '@andaman/shared/api-client/api-error';

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

/** Whether a server message is one of the token errors (compared trimmed and case-insensitively). */
export function isTokenErrorMessage(message: string): boolean {
  const normalised = message.trim().toLowerCase();
  return TOKEN_ERROR_MESSAGES.some((tokenMessage) => tokenMessage === normalised);
}

const defaultNavigate = (path: string): void => window.location.assign(path);
const defaultCurrentPath = (): string => window.location.pathname;

/** The area has one message for every failure without a server message, answered or not. */
export const FERRY_MESSAGES = {
  fallbackMessage: FERRY_ERROR_MESSAGE,
  unexpectedMessage: FERRY_ERROR_MESSAGE,
};

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
