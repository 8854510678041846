/**
 * What every call to the product's API does the same way, with ky (`api-client/http`) or on `fetch` alone
 * (`api-client/api-read`). Bundled, not shared: a remote keeps the conventions it was built with.
 */

/** Every call gives up after 30 s (rule site.api.timeout). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A path as the product's calls write it (`/locations`), without its leading slash (ky refuses one after a prefix). */
export const relativeApiPath = (path: string): string => path.replace(/^\/+/, '');
