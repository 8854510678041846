import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import { isReleaseVersion, releaseManifestUrl } from './release-naming';

/**
 * QA's overrides: one tab (and the site's server, through a session cookie the shell writes) loads
 * another build of some remotes. Without a validator: the shell applies them on every page load of a
 * QA tab, the edge on every page it composes.
 */

/** The URL parameter: `?mf-override=hotels@<manifest URL or release version>` (`clear` clears). */
export const OVERRIDE_PARAM = 'mf-override';
/** The session cookie mirroring a tab's overrides, so server-rendered first views follow them. */
export const OVERRIDE_COOKIE = 'mf-override';

/** Remote name → what QA asked for (a manifest URL or a release version). */
export type OverrideRequests = Record<string, string>;

/** `hotels@https://qa.example/mf-manifest.json` → `{ remote: 'hotels', target: 'https://…' }`. */
export function parseOverrideParam(value: string): { remote: string; target: string } | undefined {
  const match = /^([a-z][a-z0-9_]*)@(.+)$/.exec(value.trim());
  return match ? { remote: match[1] as string, target: match[2] as string } : undefined;
}

/**
 * The overrides after reading the URL: each `mf-override` parameter adds or replaces one remote's
 * override; `mf-override=clear` drops them all.
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

/** The one link that sets every override of `requests` on `base` (shareable: QA sends it to a colleague). */
export function overrideLink(base: string, requests: OverrideRequests): string {
  const url = new URL(base);
  url.searchParams.delete(OVERRIDE_PARAM);
  for (const [remote, target] of Object.entries(requests))
    url.searchParams.append(OVERRIDE_PARAM, `${remote}@${target}`);
  return url.href;
}

/** One override in force: the remote, what was asked, and the manifest it loads. */
export interface ActiveOverride {
  remote: string;
  target: string;
  entry: string;
}

/** Why an override was not applied. */
export type RefusalReason = 'origin not allowed' | 'version not published' | 'wrong remote' | 'not a target';

/** An override that is not applied, and why, in words for the banner. */
export interface RefusedOverride {
  remote: string;
  target: string;
  reason: RefusalReason;
  message: string;
}

/**
 * Applies the override requests that the configuration allows: a release version of the remote
 * (under its `releases` base URL) or a manifest URL on an origin of `overrideOrigins`. Anything else
 * is refused, with its reason.
 */
export function applyOverrides(
  config: RuntimeConfig,
  requests: OverrideRequests,
): { config: RuntimeConfig; active: ActiveOverride[]; refused: RefusedOverride[] } {
  const allowed = new Set((config.overrideOrigins ?? []).map((origin) => new URL(origin).origin));
  const active: ActiveOverride[] = [];
  const refused: RefusedOverride[] = [];
  const refuse = (remote: string, target: string, reason: RefusalReason, message: string) =>
    refused.push({ remote, target, reason, message });
  const remotes = config.remotes.map((remote) => {
    const target = requests[remote.name];
    if (!target) return remote;
    let entry: string | undefined;
    if (isReleaseVersion(target)) {
      if (remote.releases) entry = releaseManifestUrl(remote.releases, target);
      else
        refuse(
          remote.name,
          target,
          'version not published',
          `${remote.name} has no releases to pick ${target} from`,
        );
    } else {
      let url: URL | undefined;
      try {
        url = new URL(target);
      } catch {
        refuse(remote.name, target, 'not a target', `"${target}" is neither a release version nor a URL`);
      }
      if (url && allowed.has(url.origin)) entry = url.href;
      else if (url)
        refuse(remote.name, target, 'origin not allowed', `${url.origin} is not an allowed override origin`);
    }
    if (!entry) return remote;
    active.push({ remote: remote.name, target, entry });
    return { ...remote, entry };
  });
  for (const [name, target] of Object.entries(requests)) {
    if (!config.remotes.some((remote) => remote.name === name)) {
      refuse(name, target, 'wrong remote', `there is no remote "${name}"`);
    }
  }
  return { config: { ...config, remotes }, active, refused };
}

/** The cookie value of a tab's overrides (a session cookie: gone with the browser session). */
export const overrideCookie = (requests: OverrideRequests): string =>
  Object.keys(requests).length === 0
    ? `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${OVERRIDE_COOKIE}=${encodeURIComponent(JSON.stringify(requests))}; Path=/; SameSite=Lax`;

/**
 * Override requests kept as JSON (the tab's sessionStorage, the session cookie): an object of
 * non-empty strings; anything unreadable counts as none. No validator: a QA tab loads none for this.
 */
export function parseOverrideRequests(json: string | null | undefined): OverrideRequests {
  try {
    const parsed: unknown = JSON.parse(json ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0,
      ),
    );
  } catch {
    return {};
  }
}

/** The overrides a `Cookie` header carries (what the shell wrote); anything unreadable counts as none. */
export function overridesFromCookies(cookies: string | undefined): OverrideRequests {
  const match = new RegExp(`(?:^|;\\s*)${OVERRIDE_COOKIE}=([^;]+)`).exec(cookies ?? '');
  if (!match?.[1]) return {};
  try {
    return parseOverrideRequests(decodeURIComponent(match[1]));
  } catch {
    return {};
  }
}
