import { verifiedDocument } from '@andaman/shared/contracts/validation-stamp';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { CONFIG_SCHEMA_ID, loadConfigValidation } from './config-trust';
import { resolveDelivery } from './delivery/delivery-config';
import { RUNTIME_CONFIG_URL } from './start-up';

export { RUNTIME_CONFIG_URL };

/**
 * localStorage key a QA engineer may set (from dev tools, never from a URL, so a link cannot
 * inject code) to point one remote at another build: `{"ferry": "http://qa-host/mf-manifest.json"}`.
 */
export const REMOTE_OVERRIDES_KEY = 'mf:remote-overrides';

function storedDeveloperOverrides(): string | null {
  try {
    return window.localStorage.getItem(REMOTE_OVERRIDES_KEY);
  } catch {
    // Storage can be blocked (privacy mode); run without overrides.
    return null;
  }
}

/**
 * Fetches the run-time configuration: taken as it is when it carries a valid stamp for this shell's
 * schemas, validated otherwise; throws with the validation message if it is wrong.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  schemaId: string | undefined = CONFIG_SCHEMA_ID,
): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
  const document: unknown = await response.json();
  const config =
    (await verifiedDocument<RuntimeConfig>('runtime-config', schemaId, document)) ??
    (await loadConfigValidation()).validateRuntimeConfig(document);
  const overrides = storedDeveloperOverrides();
  const applyDeveloperOverrides = overrides
    ? (await loadConfigValidation()).applyRemoteOverrides
    : (same: RuntimeConfig) => same;
  return resolveDelivery(config, fetchImpl, (resolved) => applyDeveloperOverrides(resolved, overrides));
}
