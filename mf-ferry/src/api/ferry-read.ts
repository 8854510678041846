/**
 * A ferry search for a page's first render, on `fetch` alone (`apiRead`): no ky and no zod to download
 * before `/tickets` can show its sailings. The answer is typed by its shared schema, which the API checks
 * what it sends against (`okWith`); failures are the area's as for every ferry call (`ferry-errors`).
 */

import { isApiError } from '@andaman/shared/api-client/api-error';
import { apiRead } from '@andaman/shared/api-client/api-read';
import type { z } from 'zod';
import { FERRY_MESSAGES, onTokenError, type TokenErrorNavigation } from './ferry-errors';

/** `POST` a search to a ferry endpoint that answers through `okWith`, typed by its response schema `S`. */
export async function ferryRead<S extends z.core.$ZodType>(
  path: string,
  body: unknown,
  { signal, ...navigation }: { signal?: AbortSignal } & TokenErrorNavigation = {},
): Promise<z.core.output<S>> {
  try {
    return await apiRead<S>(path, { body, signal, ...FERRY_MESSAGES });
  } catch (error) {
    throw isApiError(error) ? onTokenError(error, navigation) : error;
  }
}
