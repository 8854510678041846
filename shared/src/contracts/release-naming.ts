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

/**
 * Rsbuild writes content-hashed names (`index.b5c43c1fef.js`) under /static/: such a file never changes
 * (served `immutable`, kept by the service worker); other names there are revalidated.
 */
export const isImmutablePath = (pathname: string): boolean =>
  /^\/static\/(?:[^/]+\/)*[^/]*\.[0-9a-f]{8,}\.[^/]+$/.test(pathname);

/** The release a path of a remote's origin belongs to (`/releases/<version>/…`), if any. */
export function releaseVersionOfPath(pathname: string): string | undefined {
  return /^\/releases\/([0-9a-f]{12})\//.exec(pathname)?.[1];
}

/** Each remote's release version in force (absent: the remote loads its configured `entry`). */
export type ReleaseVersions = Record<string, string>;

/**
 * The cookie that keeps a visitor in one cohort: a bucket from 0 to 99, drawn once (by the site's
 * server on the first page, else by the shell) and kept a year. A rollout to `percent` gives its
 * release to the buckets below `percent`, so the server's first view and the live page agree, and
 * the same visitor stays on the same side.
 */
export const COHORT_COOKIE = 'mf_cohort';
export const COHORT_MAX_AGE_S = 365 * 24 * 3600;

/** The visitor's bucket from a `Cookie` header or `document.cookie`, or undefined when it has none. */
export function cohortFromCookies(cookies: string | undefined): number | undefined {
  const match = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookies ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The cookie that sets a visitor's bucket. */
export const cohortCookie = (bucket: number): string =>
  `${COHORT_COOKIE}=${bucket}; Path=/; Max-Age=${COHORT_MAX_AGE_S}; SameSite=Lax`;

/** Which side of a rollout a visitor is on for one remote. */
export type Cohort = 'current' | 'rollout';

/** The part of a registry pointer that decides what a visitor gets. */
export interface PointerInForce {
  current: string;
  rollout?: { version: string; percent: number } | undefined;
  disabled?: boolean | undefined;
}

/** The release a visitor in `bucket` gets from a pointer (no bucket: the current release). */
export function releaseFor(
  pointer: PointerInForce,
  bucket: number | undefined,
): { version: string; cohort: Cohort } {
  const { rollout } = pointer;
  return rollout && bucket !== undefined && bucket < rollout.percent
    ? { version: rollout.version, cohort: 'rollout' }
    : { version: pointer.current, cohort: 'current' };
}

/** What the registry gives one visitor: the configuration to load from, and per remote its release. */
export interface AppliedRegistry {
  config: RuntimeConfig;
  versions: ReleaseVersions;
  cohorts: Record<string, Cohort>;
  /** Remotes switched off (`pnpm disable`): their fallback shows, nothing of them loads. */
  disabled: string[];
}

/**
 * The configuration with each remote the registry points at a release loading that release's
 * manifest (for a visitor in `bucket`, the rollout's release when the bucket is in it). A remote
 * without a `releases` base URL, or not in the registry, keeps its `entry`. The shell applies it on
 * every page load, and the site's server to find a remote's first view.
 */
export function applyRegistry(
  config: RuntimeConfig,
  registry: Registry | undefined,
  bucket?: number,
): AppliedRegistry {
  const versions: ReleaseVersions = {};
  const cohorts: Record<string, Cohort> = {};
  const disabled: string[] = [];
  if (!registry) return { config, versions, cohorts, disabled };
  const remotes = config.remotes.map((remote) => {
    const pointer = registry.remotes[remote.name];
    if (!pointer || !remote.releases) return remote;
    if (pointer.disabled) disabled.push(remote.name);
    const { version, cohort } = releaseFor(pointer, bucket);
    versions[remote.name] = version;
    cohorts[remote.name] = cohort;
    return { ...remote, entry: releaseManifestUrl(remote.releases, version) };
  });
  return { config: { ...config, remotes }, versions, cohorts, disabled };
}
