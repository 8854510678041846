import { isReleaseVersion } from '@andaman/shared/contracts/release-naming';
import {
  type ActiveOverride,
  mergeOverrideParams,
  OVERRIDE_PARAM,
  type OverrideRequests,
  overrideCookie,
  parseOverrideRequests,
  type RefusedOverride,
} from '@andaman/shared/contracts/release-overrides';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { setCookie } from './cookies';

export {
  type ActiveOverride,
  applyOverrides,
  mergeOverrideParams,
  OVERRIDE_PARAM,
  type OverrideRequests,
  parseOverrideParam,
  type RefusedOverride,
} from '@andaman/shared/contracts/release-overrides';

/** Where a tab keeps its overrides until they are cleared (sessionStorage). */
export const OVERRIDE_STORAGE_KEY = 'mf:override';

/**
 * The overrides that name a release version or a manifest the configuration allows, checked against
 * what is served: a version that is not published, or a manifest that is another remote's, is refused
 * (the banner says so) and the remote loads its release as if there were no override.
 */
export async function verifyOverrides(
  /** The configuration before the overrides (what a refused override goes back to). */
  released: RuntimeConfig,
  /** The same with the overrides applied. */
  config: RuntimeConfig,
  active: ActiveOverride[],
  fetchImpl: typeof fetch = fetch,
): Promise<{ config: RuntimeConfig; active: ActiveOverride[]; refused: RefusedOverride[] }> {
  const refused: RefusedOverride[] = [];
  const checked = await Promise.all(
    active.map(async (override) => {
      try {
        const response = await fetchImpl(override.entry, { cache: 'no-cache' });
        if (!response.ok) {
          refused.push({
            ...override,
            reason: 'version not published',
            message: isReleaseVersion(override.target)
              ? `${override.remote}@${override.target} is not a published release`
              : `${override.entry} answered ${response.status}`,
          });
          return undefined;
        }
        const manifest = (await response.json()) as { name?: unknown };
        if (manifest.name !== override.remote) {
          refused.push({
            ...override,
            reason: 'wrong remote',
            message: `${override.entry} is the build of "${String(manifest.name)}", not of ${override.remote}`,
          });
          return undefined;
        }
        return override;
      } catch {
        refused.push({
          ...override,
          reason: 'version not published',
          message: `${override.entry} cannot be loaded`,
        });
        return undefined;
      }
    }),
  );
  const kept = checked.filter((override): override is ActiveOverride => override !== undefined);
  const dropped = new Set(refused.map((override) => override.remote));
  return {
    config: {
      ...config,
      remotes: config.remotes.map((remote, index) =>
        dropped.has(remote.name) ? (released.remotes[index] ?? remote) : remote,
      ),
    },
    active: kept,
    refused,
  };
}

/** Mirrors the tab's overrides into a session cookie: the site's server then composes first views with them. */
export function mirrorOverridesToCookie(requests: OverrideRequests): void {
  setCookie(overrideCookie(requests));
}

/** Reads the tab's stored overrides and the URL's, stores the result; storage may be blocked. */
export async function overrideRequestsOfThisTab(
  location: Location = window.location,
): Promise<OverrideRequests> {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // blocked storage: the URL alone counts
  }
  const storedRequests = parseOverrideRequests(stored);
  const requests = mergeOverrideParams(storedRequests, new URLSearchParams(location.search));
  try {
    if (Object.keys(requests).length > 0) {
      window.sessionStorage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(requests));
    } else window.sessionStorage.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // not kept: the override lasts this page only
  }
  return requests;
}

/** Clears the tab's overrides and reloads without them (the banner's button). */
export function clearOverrides(location: Location = window.location): void {
  try {
    window.sessionStorage.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  const url = new URL(location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  location.assign(url.href);
}
