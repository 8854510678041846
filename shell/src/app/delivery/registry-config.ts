import type { Registry } from '@andaman/shared/contracts/release-registry';
import { verifiedDocument } from '@andaman/shared/contracts/validation-stamp';
import { CONFIG_SCHEMA_ID, loadConfigValidation } from '../config-trust';

export { applyRegistry, type ReleaseVersions } from '@andaman/shared/contracts/release-naming';

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
    // Nothing released yet: 204 from the edge and nginx (404 from an older server).
    if (response.status === 204 || response.status === 404) return undefined;
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
