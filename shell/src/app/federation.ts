import type { RemoteDefinition } from '@andaman/shared/remote-contract';
import type { ModuleFederation } from '@module-federation/runtime';
import { yieldToBrowser } from './start-up';

/**
 * The shell's federation instance, created when a remote is first needed (a remote page or widget,
 * the idle prefetch, a link pointed at), not at start-up: the shell's own code imports its singletons
 * as plain modules, so a page without a remote downloads no federation runtime and negotiates nothing.
 * The instance provides every singleton to the remotes (provided-singletons.ts) and hands them the
 * federation runtime: their entries are built without one of their own and read it from the global
 * `_FEDERATION_RUNTIME_CORE`, which is set before any remote entry runs.
 */
let instance: Promise<ModuleFederation> | undefined;
let remotes: { name: string; entry: string }[] = [];

type RuntimeGlobal = typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown };

async function createFederation(): Promise<ModuleFederation> {
  const [{ createInstance }, runtimeCore, { providedSingletons }, { default: shellFederationPlugin }] =
    await Promise.all([
      import('@module-federation/runtime'),
      import('@module-federation/runtime/core'),
      import('./provided-singletons'),
      import('./federation-runtime-plugin'),
    ]);
  (globalThis as RuntimeGlobal)._FEDERATION_RUNTIME_CORE = runtimeCore;
  // Evaluating the runtime's modules was this task's work; registering the singletons is the next's.
  await yieldToBrowser();
  return createInstance({
    name: 'shell',
    remotes,
    shared: providedSingletons(),
    // A remote loads only when one of its pages or widgets is rendered, so an offline remote cannot
    // block anything else (the default `version-first` fetches every remote's entry at once).
    shareStrategy: 'loaded-first',
    plugins: [shellFederationPlugin()],
  });
}

/** The shell's federation instance, created on first call. */
export function federation(): Promise<ModuleFederation> {
  instance ??= createFederation().catch((error: unknown) => {
    instance = undefined;
    throw error;
  });
  return instance;
}

/** Tells the federation where each remote's manifest lives (from the run-time configuration). */
export function registerConfiguredRemotes(configured: RemoteDefinition[]): void {
  remotes = configured.map(({ name, entry }) => ({ name, entry }));
  instance?.then((created) => created.registerRemotes(remotes)).catch(() => undefined);
}

/** Loads `remote/expose` through the shell's federation instance. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  return (await federation()).loadRemote<T>(id);
}
