import {
  type AppliedRegistry,
  cohortCookie,
  cohortFromCookies,
} from '@andaman/shared/contracts/release-naming';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { setCookie } from './cookies';
import { recordDelivery } from './facts';
import {
  type ActiveOverride,
  applyOverrides,
  mirrorOverridesToCookie,
  overrideRequestsOfThisTab,
  type RefusedOverride,
  verifyOverrides,
} from './overrides';
import { applyRegistry, fetchRegistry } from './registry-config';

let activeOverrides: ActiveOverride[] = [];
let refusedOverrides: RefusedOverride[] = [];
/** The overrides in force on this page (the banner shows them). */
export const getActiveOverrides = () => activeOverrides;
/** The overrides asked for and refused, with why (the banner shows them too). */
export const getRefusedOverrides = () => refusedOverrides;

/**
 * The visitor's cohort bucket (see `COHORT_COOKIE`): the one the site's server drew, else one drawn
 * here and kept, so later first views agree with this page.
 */
export function visitorCohort(): number | undefined {
  try {
    const known = cohortFromCookies(document.cookie);
    if (known !== undefined) return known;
    const drawn = Math.floor(Math.random() * 100);
    setCookie(cohortCookie(drawn));
    return cohortFromCookies(document.cookie) ?? drawn;
  } catch {
    return undefined;
  }
}
let disabledRemotes = new Set<string>();
/** True when the environment switched `remote` off (`pnpm disable`): it is not loaded, its fallback shows. */
export const isRemoteDisabled = (remote: string) => disabledRemotes.has(remote);

/**
 * Where each remote loads from on this page: the release the environment's registry gives this
 * visitor's cohort (fetched again on every page load), then this tab's QA overrides (`?mf-override=`)
 * where the configuration allows them and the target is served. Records the result for the
 * loaded-remotes view and the telemetry.
 */
export async function resolveDelivery(
  config: RuntimeConfig,
  fetchImpl: typeof fetch = fetch,
  /** Developers' own overrides (the localStorage route), applied last. */
  developerOverrides: (config: RuntimeConfig) => RuntimeConfig = (same) => same,
): Promise<RuntimeConfig> {
  const registry = config.registry ? await fetchRegistry(config.registry, fetchImpl) : undefined;
  const released: AppliedRegistry = applyRegistry(config, registry, visitorCohort());
  disabledRemotes = new Set(released.disabled);
  const requests = await overrideRequestsOfThisTab();
  const asked = applyOverrides(released.config, requests);
  const verified =
    asked.active.length > 0
      ? await verifyOverrides(released.config, asked.config, asked.active, fetchImpl)
      : { config: asked.config, active: [], refused: [] };
  refusedOverrides = [...asked.refused, ...verified.refused];
  for (const refused of refusedOverrides) console.warn(`[shell] mf-override refused: ${refused.message}`);
  mirrorOverridesToCookie(
    Object.fromEntries(verified.active.map((override) => [override.remote, override.target])),
  );
  const final = developerOverrides(verified.config);
  activeOverrides = [
    ...verified.active,
    ...final.remotes
      .filter((remote, index) => remote.entry !== verified.config.remotes[index]?.entry)
      .map((remote) => ({ remote: remote.name, target: remote.entry, entry: remote.entry })),
  ];
  recordDelivery(final, released, activeOverrides, registry?.environment);
  return final;
}
