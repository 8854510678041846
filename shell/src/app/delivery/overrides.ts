import { isReleaseVersion, releaseManifestUrl } from '@andaman/shared/contracts/release-naming';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { loadConfigValidation } from '../config-trust';

/** The URL parameter QA uses: `?mf-override=hotels@<manifest URL or release version>` (`clear` clears). */
export const OVERRIDE_PARAM = 'mf-override';
/** Where a tab keeps its overrides until they are cleared (sessionStorage). */
export const OVERRIDE_STORAGE_KEY = 'mf:override';

/** Remote name → what QA asked for (a manifest URL or a release version). */
export type OverrideRequests = Record<string, string>;

/** `hotels@https://qa.example/mf-manifest.json` → `{ remote: 'hotels', target: 'https://…' }`. */
export function parseOverrideParam(value: string): { remote: string; target: string } | undefined {
  const match = /^([a-z][a-z0-9_]*)@(.+)$/.exec(value.trim());
  return match ? { remote: match[1] as string, target: match[2] as string } : undefined;
}

/**
 * The overrides of this tab after reading the URL: each `mf-override` parameter adds or replaces
 * one remote's override; `mf-override=clear` drops them all.
 */
export function mergeOverrideParams(stored: OverrideRequests, params: URLSearchParams): OverrideRequests {
  let next = { ...stored };
  for (const value of params.getAll(OVERRIDE_PARAM)) {
    if (value === 'clear') next = {};
    const parsed = parseOverrideParam(value);
    if (parsed) next[parsed.remote] = parsed.target;
  }
  return next;
}

/** One override in force: the remote, what was asked, and the manifest it loads. */
export interface ActiveOverride {
  remote: string;
  target: string;
  entry: string;
}

/**
 * Applies QA's override requests that the configuration allows: a release version of the remote
 * (under its `releases` base URL) or a manifest URL on an origin of `overrideOrigins`. Anything else
 * is ignored with a console warning.
 */
export function applyOverrides(
  config: RuntimeConfig,
  requests: OverrideRequests,
  warn: (message: string) => void = console.warn,
): { config: RuntimeConfig; active: ActiveOverride[] } {
  const allowed = new Set((config.overrideOrigins ?? []).map((origin) => new URL(origin).origin));
  const active: ActiveOverride[] = [];
  const remotes = config.remotes.map((remote) => {
    const target = requests[remote.name];
    if (!target) return remote;
    let entry: string | undefined;
    if (isReleaseVersion(target)) {
      if (remote.releases) entry = releaseManifestUrl(remote.releases, target);
      else
        warn(`[shell] mf-override ignored: remote "${remote.name}" has no releases to pick ${target} from`);
    } else {
      let url: URL | undefined;
      try {
        url = new URL(target);
      } catch {
        warn(`[shell] mf-override ignored: "${target}" is neither a release version nor a URL`);
      }
      if (url && allowed.has(url.origin)) entry = url.href;
      else if (url) warn(`[shell] mf-override ignored: ${url.origin} is not an allowed override origin`);
    }
    if (!entry) return remote;
    active.push({ remote: remote.name, target, entry });
    return { ...remote, entry };
  });
  for (const name of Object.keys(requests)) {
    if (!config.remotes.some((remote) => remote.name === name)) {
      warn(`[shell] mf-override ignored: there is no remote "${name}"`);
    }
  }
  return { config: { ...config, remotes }, active };
}

/**
 * Reads the tab's stored overrides and the URL's, stores the result; storage may be blocked. The
 * validator of stored overrides loads only when the tab has some (a QA session).
 */
export async function overrideRequestsOfThisTab(
  location: Location = window.location,
): Promise<OverrideRequests> {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // blocked storage: the URL alone counts
  }
  const storedRequests = stored === null ? {} : (await loadConfigValidation()).parseStoredOverrides(stored);
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
