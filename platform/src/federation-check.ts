/**
 * Checks, from built `mf-manifest.json` files, that the shell provides every singleton each remote
 * consumes, at a version inside the range the remote requires. A remote built against a newer
 * `@andaman/shared` (or React, jotai…) than the shell provides fails here, in CI, instead of with
 * `undefined is not a function` in production.
 */
import semver from 'semver';
import { z } from 'zod';

const manifestSharedSchema = z.object({
  name: z.string(),
  version: z.string(),
  singleton: z.boolean().optional(),
  requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
});

/** The parts of a Module Federation manifest this check reads. */
export const federationManifestSchema = z.object({
  name: z.string(),
  shared: z.array(manifestSharedSchema),
});
export type FederationManifest = z.infer<typeof federationManifestSchema>;

/** What is wrong with one remote's use of the host's singletons (empty when nothing is). */
export function singletonProblems(host: FederationManifest, remote: FederationManifest): string[] {
  const provided = new Map(host.shared.map((entry) => [entry.name, entry]));
  const problems: string[] = [];
  for (const entry of remote.shared) {
    if (!entry.singleton) {
      problems.push(`${remote.name} shares ${entry.name} without singleton: only singletons are shared`);
      continue;
    }
    const hostEntry = provided.get(entry.name);
    if (!hostEntry) {
      problems.push(
        `${remote.name} consumes the singleton ${entry.name}, which ${host.name} does not provide: the remote would run its own copy`,
      );
      continue;
    }
    const required = entry.requiredVersion;
    if (typeof required === 'string' && !semver.satisfies(hostEntry.version, required)) {
      problems.push(
        `${remote.name} needs ${entry.name} ${required}, but ${host.name} provides ${hostEntry.version}`,
      );
    }
  }
  return problems;
}
