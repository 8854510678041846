import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/runtime';

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
 * Runtime plugin of the shell's federation instance (federation.ts): manifests are revalidated with the origin (a redeployed remote is picked up without a
 * shell rebuild) and time out instead of hanging, so a slow remote turns into its contained fallback
 * rather than an endless spinner; a singleton a remote cannot accept is reported as a console error.
 */
export default function shellFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-federation-plugin',
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
