import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { recordDelivery } from './facts';
import { type ActiveOverride, applyOverrides, overrideRequestsOfThisTab } from './overrides';
import { applyRegistry, fetchRegistry } from './registry-config';

let activeOverrides: ActiveOverride[] = [];
/** The overrides in force on this page (the banner shows them). */
export const getActiveOverrides = () => activeOverrides;

/**
 * Where each remote loads from on this page: the release the environment's registry points at
 * (fetched again on every page load), then this tab's QA overrides (`?mf-override=`) where the
 * configuration allows them. Records the result for the loaded-remotes view.
 */
export async function resolveDelivery(
  config: RuntimeConfig,
  fetchImpl: typeof fetch = fetch,
  /** Developers' own overrides (the localStorage route), applied last. */
  developerOverrides: (config: RuntimeConfig) => RuntimeConfig = (same) => same,
): Promise<RuntimeConfig> {
  const registry = config.registry ? await fetchRegistry(config.registry, fetchImpl) : undefined;
  const released = applyRegistry(config, registry);
  const overridden = applyOverrides(released.config, await overrideRequestsOfThisTab());
  const final = developerOverrides(overridden.config);
  activeOverrides = [
    ...overridden.active,
    ...final.remotes
      .filter((remote, index) => remote.entry !== overridden.config.remotes[index]?.entry)
      .map((remote) => ({ remote: remote.name, target: remote.entry, entry: remote.entry })),
  ];
  recordDelivery(final, released.versions, activeOverrides, registry?.environment);
  return final;
}
