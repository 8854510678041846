import { type RuntimeConfig, runtimeConfigSchema } from '@andaman/shared/remote-contract';
import { z } from 'zod/mini';
import { resolveDelivery } from './delivery/delivery-config';
import { RUNTIME_CONFIG_URL } from './start-up';

export { RUNTIME_CONFIG_URL };

/**
 * localStorage key a QA engineer may set (from dev tools, never from a URL, so a link cannot
 * inject code) to point one remote at another build: `{"ferry": "http://qa-host/mf-manifest.json"}`.
 */
export const REMOTE_OVERRIDES_KEY = 'mf:remote-overrides';

const overridesSchema = z.record(z.string(), z.url());

/** Applies QA overrides of remote manifest URLs; invalid overrides are ignored. */
export function applyRemoteOverrides(config: RuntimeConfig, rawOverrides: string | null): RuntimeConfig {
  if (!rawOverrides) return config;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawOverrides);
  } catch {
    return config;
  }
  const overrides = overridesSchema.safeParse(parsed);
  if (!overrides.success) return config;
  return {
    ...config,
    remotes: config.remotes.map((remote) => {
      const entry = overrides.data[remote.name];
      return entry ? { ...remote, entry } : remote;
    }),
  };
}

/** Fetches and validates the run-time configuration; throws with the validation message if it is wrong. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL} answered ${response.status}`);
  const result = runtimeConfigSchema.safeParse(await response.json());
  if (!result.success) throw new Error(`${RUNTIME_CONFIG_URL} is invalid: ${z.prettifyError(result.error)}`);
  let overrides: string | null = null;
  try {
    overrides = window.localStorage.getItem(REMOTE_OVERRIDES_KEY);
  } catch {
    // Storage can be blocked (privacy mode); run without overrides.
  }
  return resolveDelivery(result.data, fetchImpl, (config) => applyRemoteOverrides(config, overrides));
}
