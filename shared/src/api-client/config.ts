/**
 * Run-time configuration of the two HTTP back ends the site talks to. The shell sets it once at start-up
 * (before the first render) from its environment configuration; every remote reads the same values because
 * this module is a Module Federation singleton (`@andaman/shared/api-client/config`).
 */

/** Where the product's own API and the WordPress content system live. */
export type ApiConfig = {
  /** Base of the product's backend, e.g. `/api` or `https://api.example.com/api`. */
  readonly apiBaseUrl: string;
  /** Base of the WordPress REST API, e.g. `/wp-json` or `https://blog.example.com/wp-json`. */
  readonly contentBaseUrl: string;
};

/** localStorage key of the optional bearer token (rule site.api.bearer-token). */
export const ACCESS_TOKEN_KEY = 'access_token';

/** Defaults: both back ends reached through the page's own origin (the shell forwards them). */
export const DEFAULT_API_CONFIG: ApiConfig = Object.freeze({
  apiBaseUrl: '/api',
  contentBaseUrl: '/wp-json',
});

let current: ApiConfig = DEFAULT_API_CONFIG;

// A trailing slash would double up when paths are appended.
const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

/**
 * Sets the API and content-system bases. Meant to be called once by the shell at start-up; fields left out
 * keep their current value. Later calls replace earlier ones (the standalone harness of a remote calls it
 * too), so nothing but the start-up code should call it.
 *
 * @returns the configuration now in force.
 */
export function configureApi(config: Partial<ApiConfig>): ApiConfig {
  const next: ApiConfig = {
    apiBaseUrl: withoutTrailingSlash(config.apiBaseUrl ?? current.apiBaseUrl),
    contentBaseUrl: withoutTrailingSlash(config.contentBaseUrl ?? current.contentBaseUrl),
  };
  if (next.apiBaseUrl === '' || next.contentBaseUrl === '') {
    throw new Error('configureApi: base URLs must not be empty');
  }
  current = Object.freeze(next);
  return current;
}

/** The configuration in force (defaults until `configureApi` is called). */
export function getApiConfig(): ApiConfig {
  return current;
}

/** Restores the defaults. For tests. */
export function resetApiConfig(): void {
  current = DEFAULT_API_CONFIG;
}
