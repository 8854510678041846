import { ACCESS_TOKEN_KEY } from '@andaman/shared/api-client/config';
import { localStorageIfAny } from '@andaman/shared/state/browser-storage';

/**
 * Access to the optional `access_token` in localStorage. Storage can be missing (server, tests in node) or
 * throw (Safari private mode, sandboxed iframes); a session is optional here, so both read as "no token".
 */
const storage = localStorageIfAny;

/** The stored bearer token, or `undefined` when there is none (or storage is unavailable). */
export function getAccessToken(): string | undefined {
  try {
    return storage()?.getItem(ACCESS_TOKEN_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** Removes the stored bearer token (after a 401 or a token error of the ferry API). */
export function clearAccessToken(): void {
  try {
    storage()?.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored that we could reach: nothing to clear.
  }
}
