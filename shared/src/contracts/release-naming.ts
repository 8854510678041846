import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import type { Registry } from './release-registry';

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

/** Each remote's release version in force (absent: the remote loads its configured `entry`). */
export type ReleaseVersions = Record<string, string>;

/**
 * The configuration with each remote the registry points at a release loading that release's
 * manifest. A remote without a `releases` base URL, or not in the registry, keeps its `entry`. The
 * shell applies it on every page load, and the site's server to find a remote's first view.
 */
export function applyRegistry(
  config: RuntimeConfig,
  registry: Registry | undefined,
): { config: RuntimeConfig; versions: ReleaseVersions } {
  const versions: ReleaseVersions = {};
  if (!registry) return { config, versions };
  const remotes = config.remotes.map((remote) => {
    const version = registry.remotes[remote.name]?.current;
    if (!version || !remote.releases) return remote;
    versions[remote.name] = version;
    return { ...remote, entry: releaseManifestUrl(remote.releases, version) };
  });
  return { config: { ...config, remotes }, versions };
}
