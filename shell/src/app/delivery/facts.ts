/**
 * What the page loaded, for people (the `?debug=mf` view) and for tests (`window.__mfDelivery`):
 * each remote's release, origin, override, load status and time, and the shared singletons.
 */
import type { AppliedRegistry, Cohort } from '@andaman/shared/contracts/release-naming';
import type { RuntimeConfig } from '@andaman/shared/remote-contract';
import type { ActiveOverride } from './overrides';

export type RemoteStatus = 'not-needed' | 'loading' | 'loaded' | 'failed' | 'disabled';

export interface RemoteFacts {
  name: string;
  /** The manifest this page loads the remote from. */
  entry: string;
  origin: string;
  /** The release version from the registry or the override; undefined for an unreleased build. */
  version?: string;
  overridden: boolean;
  /** The side of a rollout this visitor is on (`rollout` gets the new release), for a released remote. */
  cohort?: Cohort;
  status: RemoteStatus;
  /** Milliseconds from the first request of one of its modules until it was ready. */
  loadMs?: number;
  error?: string;
}

export interface SharedFacts {
  name: string;
  /** The version in use (the one loaded, else the one the shell provides). */
  version: string;
  /** The app whose copy is in use (the one that provided it, not the one that loaded it first). */
  from: string;
  /** The apps that use it. */
  usedBy: string[];
  /** Every version registered by any app. */
  provided: { version: string; from: string }[];
}

export interface DeliveryFacts {
  environment?: string;
  remotes: RemoteFacts[];
}

type Listener = () => void;
let facts: DeliveryFacts = { remotes: [] };
const listeners = new Set<Listener>();

const update = (change: (current: DeliveryFacts) => DeliveryFacts) => {
  facts = change(facts);
  for (const listener of listeners) listener();
};

export const getDeliveryFacts = (): DeliveryFacts => facts;
export const subscribeDeliveryFacts = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/** Records where each remote comes from, once the configuration in force is known. */
export function recordDelivery(
  config: RuntimeConfig,
  { versions, cohorts, disabled }: Pick<AppliedRegistry, 'versions' | 'cohorts' | 'disabled'>,
  overrides: ActiveOverride[],
  environment?: string,
): void {
  update(() => ({
    environment,
    remotes: config.remotes.map((remote) => {
      const override = overrides.find((candidate) => candidate.remote === remote.name);
      const overriddenVersion =
        override && /^[0-9a-f]{12}$/.test(override.target) ? override.target : undefined;
      return {
        name: remote.name,
        entry: remote.entry,
        origin: originOf(remote.entry),
        version: override ? overriddenVersion : versions[remote.name],
        overridden: Boolean(override),
        ...(override || !cohorts[remote.name] ? {} : { cohort: cohorts[remote.name] }),
        status: disabled.includes(remote.name) ? 'disabled' : 'not-needed',
      };
    }),
  }));
}

const changeRemote = (name: string, change: Partial<RemoteFacts>) =>
  update((current) => ({
    ...current,
    remotes: current.remotes.map((remote) => (remote.name === name ? { ...remote, ...change } : remote)),
  }));

/** The chain of messages of an error and its causes. */
export function describeError(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current && messages.length < 4) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages.join(': ');
}

export const remoteLoadStarted = (name: string) => {
  const remote = facts.remotes.find((candidate) => candidate.name === name);
  if (remote && remote.status !== 'loaded' && remote.status !== 'disabled')
    changeRemote(name, { status: 'loading', error: undefined });
};
export const remoteLoaded = (name: string, ms: number) => {
  const remote = facts.remotes.find((candidate) => candidate.name === name);
  if (remote && remote.status !== 'loaded') changeRemote(name, { status: 'loaded', loadMs: Math.round(ms) });
};
export const remoteFailed = (name: string, error: unknown, ms: number) =>
  changeRemote(name, { status: 'failed', error: describeError(error), loadMs: Math.round(ms) });

interface ShareEntry {
  from?: string;
  loaded?: boolean;
  lib?: unknown;
  get?: unknown;
  useIn?: string[];
  shareConfig?: { singleton?: boolean };
}
type ShareScopes = Record<string, Record<string, Record<string, ShareEntry>>>;
interface FederationInstance {
  name: string;
  shareScopeMap: ShareScopes;
  options?: { shared?: Record<string, { get?: unknown }[]> };
}

/**
 * The app whose copy a share-scope entry holds: the instance that registered its getter. The entry's
 * own `from` is not that: the federation runtime rewrites it to the app that first loaded the module
 * (a remote whose page loaded first shows there although the shell's copy is the one in use).
 */
export function providerOf(name: string, entry: ShareEntry, instances: FederationInstance[]): string {
  const provider = instances.find((instance) =>
    (instance.options?.shared?.[name] ?? []).some(
      (candidate) => candidate.get !== undefined && candidate.get === entry.get,
    ),
  );
  return provider?.name ?? entry.from ?? '?';
}

/** The shared singletons of the shell's federation instance, read when asked (they change as remotes load). */
export function sharedSingletons(): SharedFacts[] {
  const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } })
    .__FEDERATION__;
  const instances = federation?.__INSTANCES__ ?? [];
  const shell = instances.find((instance) => instance.name === 'shell');
  const scope = shell?.shareScopeMap.default ?? {};
  return Object.entries(scope)
    .map(([name, versions]) => {
      const provided = Object.entries(versions).map(([version, entry]) => ({
        version,
        from: providerOf(name, entry, instances),
        loadedBy: entry.useIn ?? [],
        entry,
      }));
      const inUse =
        provided.find(({ entry }) => entry.loaded || entry.lib) ??
        provided.find(({ from }) => from === 'shell');
      return {
        name,
        singleton: provided.some(({ entry }) => entry.shareConfig?.singleton),
        version: inUse?.version ?? '',
        from: inUse?.from ?? '',
        usedBy: inUse?.loadedBy ?? [],
        provided: provided.map(({ version, from }) => ({ version, from })),
      };
    })
    .filter((shared) => shared.singleton)
    .map(({ singleton: _singleton, ...shared }) => shared)
    .sort((a, b) => a.name.localeCompare(b.name));
}

declare global {
  interface Window {
    /** The loaded-remotes facts, for tests and support (see README "Everyone can see what is loaded"). */
    __mfDelivery?: { facts: () => DeliveryFacts; shared: () => SharedFacts[] };
  }
}

/** Publishes the facts on `window` for tests and for support engineers' consoles. */
export function exposeDeliveryFacts(): void {
  window.__mfDelivery = { facts: getDeliveryFacts, shared: sharedSingletons };
}
