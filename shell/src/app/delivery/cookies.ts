/**
 * Sets a cookie the site's server reads too (the cohort, QA's overrides). `document.cookie`, not the
 * Cookie Store API: that one is asynchronous and missing from browsers the site supports, and the
 * page's first render needs the cookie set.
 */
export function setCookie(cookie: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from supported browsers
    document.cookie = cookie;
  } catch {
    // cookies blocked: the server then composes with its defaults
  }
}
