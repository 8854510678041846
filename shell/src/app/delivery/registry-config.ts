import { releaseManifestUrl } from '@andaman/shared/contracts/release-naming';
import type { Registry } from '@andaman/shared/contracts/release-registry';
import { verifiedDocument } from '@andaman/shared/contracts/validation-stamp';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { CONFIG_SCHEMA_ID, loadConfigValidation } from '../config-trust';

/** Each remote's release version in force (absent: the remote loads its configured `entry`). */
export type ReleaseVersions = Record<string, string>;

/**
 * The configuration with each remote the registry points at a release loading that release's
 * manifest. A remote without a `releases` base URL, or not in the registry, keeps its `entry`.
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

/**
 * The environment's registry, fetched again on every page load: taken as it is when the deploy
 * scripts' stamp is valid for this shell's schemas, validated otherwise. A missing registry means
 * nothing was released yet; an unreadable or invalid one is reported and ignored, so the site still
 * starts with the configured builds rather than not at all.
 */
export async function fetchRegistry(
  url: string,
  fetchImpl: typeof fetch = fetch,
  schemaId: string | undefined = CONFIG_SCHEMA_ID,
): Promise<Registry | undefined> {
  try {
    const response = await fetchImpl(url, { cache: 'no-cache' });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const document: unknown = await response.json();
    return (
      (await verifiedDocument<Registry>('registry', schemaId, document)) ??
      (await loadConfigValidation()).validateRegistry(document)
    );
  } catch (error) {
    console.error(
      `[shell] release registry ${url} ignored: ${error instanceof Error ? error.message : error}`,
    );
    return undefined;
  }
}
