/**
 * How releases are named and found, without a validator: the shell applies the registry and QA's
 * overrides on every page load, and these rules must not bring zod with them
 * (`release-registry` holds the schemas and uses the same pattern).
 */

/** A release is named by the content hash of its files (12 hex digits): same files, same version. */
export const RELEASE_VERSION_PATTERN = /^[0-9a-f]{12}$/;

export const isReleaseVersion = (value: string): boolean => RELEASE_VERSION_PATTERN.test(value);

/** The manifest URL of a release under a remote's releases base URL (`…/releases/`). */
export const releaseManifestUrl = (releasesBaseUrl: string, version: string): string =>
  new URL(
    `${version}/mf-manifest.json`,
    releasesBaseUrl.endsWith('/') ? releasesBaseUrl : `${releasesBaseUrl}/`,
  ).href;
