import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's manifest may take before the shell treats the remote as unavailable. */
export const MANIFEST_TIMEOUT_MS = 8000;

/**
 * Runtime plugin of the shell's federation instance: manifests are revalidated with the origin
 * (a redeployed remote is picked up without a shell rebuild) and time out instead of hanging,
 * so a slow remote turns into its contained fallback rather than an endless spinner.
 */
export default function shellFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-federation-plugin',
    fetch(url, init) {
      if (!url.endsWith('mf-manifest.json')) return undefined;
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
  };
}
