/**
 * The ferry API wrapper (rule ferry.api.errors), under every ferry endpoint module of this folder: a failure
 * carries the server's message or "An error occurred", and a token error removes the stored token and
 * sends the visitor home. Whether a message is shown is the endpoint's `meta` (toasts are handled once
 * by the QueryClient's caches, see `@andaman/shared/query/toast-meta`).
 */
import {
  type ApiPostOptions,
  type ApiRequestOptions,
  apiGet,
  apiPost,
  type ErrorMessages,
  parseApiResponse,
  toApiError,
} from '@andaman/shared/api-client/http';
import { z } from 'zod';
import { FERRY_ERROR_MESSAGE, FERRY_MESSAGES, onTokenError, type TokenErrorNavigation } from './ferry-errors';

export {
  FERRY_ERROR_MESSAGE,
  isTokenErrorMessage,
  onTokenError,
  TOKEN_ERROR_MESSAGES,
  type TokenErrorNavigation,
} from './ferry-errors';

/** Options of a ferry call: the request options (the messages are the area's) and the navigation. */
export type FerryRequestOptions = Omit<ApiPostOptions, keyof ErrorMessages> & TokenErrorNavigation;

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
