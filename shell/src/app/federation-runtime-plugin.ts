import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/runtime';
import { yieldToBrowser } from './start-up';

/** How long a remote's manifest may take before the shell treats the remote as unavailable. */
export const MANIFEST_TIMEOUT_MS = 8000;

/** What the runtime knows of a consumer's request for a shared module. */
interface ShareRequest {
  /** The app asking (a remote's name). */
  from: string;
  shareConfig?: { singleton?: boolean; requiredVersion?: string | false };
}

/**
 * The message for a singleton the shell provides at a version the consuming remote does not accept,
 * or `undefined` when it does. The shell's copy is used anyway (there is only one), so this is the
 * moment to say so clearly instead of failing later with `undefined is not a function`.
 */
export function singletonMismatch(
  pkgName: string,
  providedVersion: string,
  request: ShareRequest,
): string | undefined {
  const required = request.shareConfig?.requiredVersion;
  if (!request.shareConfig?.singleton || typeof required !== 'string') return undefined;
  if (satisfy(providedVersion, required)) return undefined;
  return (
    `[shell] remote "${request.from}" needs the shared singleton ${pkgName} ${required}, but the shell ` +
    `provides ${providedVersion}. The remote runs with the shell's copy and may break: deploy a shell ` +
    'built with a compatible @andaman/shared first (see "Sharing policy" in the README).'
  );
}

/**
 * The steps of loading a remote after which the runtime's chain of promises yields to the browser, so
 * that no step's work runs in the same task as the next: the request (after the instance registered its
 * singletons), the manifest read (before its preload links are made), the container's initialisation
 * (the share negotiation), the expose's chunks and its factory. Each one alone is a short task; chained
 * as microtasks they were one long task each (at 4x CPU, 100–150 ms).
 */
export const YIELDING_STEPS = [
  'beforeRequest',
  'afterLoadSnapshot',
  'beforeInitContainer',
  'beforeGetExpose',
  'beforeExecuteFactory',
] as const;

/** A hook that hands its arguments on unchanged, in a new task. */
async function inNextTask<T>(args: T): Promise<T> {
  await yieldToBrowser();
  return args;
}

/**
 * Runtime plugin of the shell's federation instance (federation.ts): manifests are revalidated with the origin (a redeployed remote is picked up without a
 * shell rebuild) and time out instead of hanging, so a slow remote turns into its contained fallback
 * rather than an endless spinner; a singleton a remote cannot accept is reported as a console error;
 * the steps of loading a remote run in tasks of their own (`YIELDING_STEPS`).
 */
export default function shellFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-federation-plugin',
    beforeRequest: inNextTask,
    afterLoadSnapshot: inNextTask,
    beforeInitContainer: inNextTask,
    beforeGetExpose: inNextTask,
    beforeExecuteFactory: inNextTask,
    fetch(url, init) {
      if (!url.endsWith('mf-manifest.json')) return undefined;
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    resolveShare(args) {
      const mismatch = singletonMismatch(args.pkgName, args.version, args.shareInfo);
      if (mismatch) console.error(mismatch);
      return args;
    },
  };
}
