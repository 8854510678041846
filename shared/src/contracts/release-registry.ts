/**
 * The release registry of one environment: for each remote, the release it serves now and the
 * history of how the pointer moved (ship, promote, rollback). `pnpm ship|promote|rollback` write
 * it (scripts/lib/deploy.mjs); the shell reads it on every page load and derives each remote's
 * manifest URL from it (`shell/src/app/delivery`). Pure: no I/O, so the same rules run in Node
 * and in the browser.
 */
// zod/mini: when the shell validates the registry in the browser (an unstamped one), it does so
// before its first render.
import { RELEASE_VERSION_PATTERN } from '@andaman/shared/contracts/release-naming';
import { z } from 'zod/mini';

export { applyRegistry, releaseManifestUrl } from '@andaman/shared/contracts/release-naming';

/** A release is named by the content hash of its files (12 hex digits): same files, same version. */
export const releaseVersionSchema = z
  .string()
  .check(z.regex(RELEASE_VERSION_PATTERN, 'A release version is the 12-hex-digit content hash of its files'));
export type ReleaseVersion = z.infer<typeof releaseVersionSchema>;

export const remoteNameSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9_]*$/, 'Remote names are lower-case identifiers'));

/** The shares of visitors a rollout may give a candidate release (the nginx configuration has a tier per step). */
export const ROLLOUT_PERCENTS = [1, 5, 10, 25, 50, 100] as const;

/**
 * One move of a remote's pointer: `build` (the local environment's own build, `npm start -- --build`),
 * `ship`, `promote` (to `percent` of visitors, 100 when absent), `rollback` (`percent: 0`: a rollout
 * stopped, every visitor back on the current release), `disable` / `enable` (the kill switch).
 */
export const registryEventSchema = z.object({
  action: z.enum(['build', 'ship', 'promote', 'rollback', 'disable', 'enable']),
  version: releaseVersionSchema,
  percent: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(100))),
  /** ISO time of the move. */
  at: z.iso.datetime(),
  /** Who moved it: the git author (`Name <email>`), or the CI job. */
  by: z.string().check(z.minLength(1)),
  /** The git commit the command ran at. */
  commit: z.optional(z.string().check(z.maxLength(64))),
  /** Why (`--why`). */
  why: z.optional(z.string().check(z.maxLength(500))),
});
export type RegistryEvent = z.infer<typeof registryEventSchema>;

/** A release given to a share of visitors (their cohort bucket below `percent`) before everyone. */
export const rolloutSchema = z.object({
  version: releaseVersionSchema,
  percent: z.number().check(z.int(), z.minimum(1), z.maximum(99)),
});

export const remotePointerSchema = z
  .object({
    current: releaseVersionSchema,
    /** A gradual rollout in progress. */
    rollout: z.optional(rolloutSchema),
    /** The kill switch: every visitor gets the remote's fallback, nothing of it is loaded. */
    disabled: z.optional(z.boolean()),
    /** Oldest first. */
    history: z.array(registryEventSchema).check(z.minLength(1)),
  })
  .check(
    z.refine((pointer) => pointer.history.some((event) => event.version === pointer.current), {
      message: 'current must be a version of the history',
    }),
  );
export type RemotePointer = z.infer<typeof remotePointerSchema>;

export const registrySchema = z.object({
  environment: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, 'Environment names are lower-case words')),
  remotes: z.record(remoteNameSchema, remotePointerSchema),
});
export type Registry = z.infer<typeof registrySchema>;

/** What `pnpm ship` writes beside a release's files (`release.json`). */
export const releaseInfoSchema = z.object({
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  /** The remote's package.json version when it was built. */
  packageVersion: z.string().check(z.minLength(1)),
  builtAt: z.iso.datetime(),
  by: z.string().check(z.minLength(1)),
  /** The git commit of the sources (with `-dirty` when the work tree had changes). */
  commit: z.string().check(z.minLength(1)),
  /** Exposed module names as the manifest lists them (`./routes`, `./widgets/…`). */
  exposes: z.array(z.string().check(z.startsWith('./'))),
  /** The paths the remote claims in the run-time configuration. */
  routes: z.array(z.string().check(z.startsWith('/'))),
});
export type ReleaseInfo = z.infer<typeof releaseInfoSchema>;

/**
 * The part of a Module Federation `mf-manifest.json` the platform relies on. A release whose
 * manifest fails this is refused before any pointer moves.
 */
export const federationManifestSchema = z.object({
  name: remoteNameSchema,
  metaData: z.object({
    remoteEntry: z.object({ name: z.string().check(z.minLength(1)), path: z.string() }),
    buildInfo: z.optional(z.partial(z.object({ buildVersion: z.string() }))),
  }),
  exposes: z.array(z.object({ path: z.string().check(z.startsWith('./')) })),
  shared: z.array(z.object({ name: z.string(), version: z.string() })),
});
export type FederationManifest = z.infer<typeof federationManifestSchema>;

/** The problems with a manifest as a release of `remote` (empty when it is fine). */
export function manifestProblems(remote: string, manifest: unknown): string[] {
  const parsed = federationManifestSchema.safeParse(manifest);
  if (!parsed.success) return [`mf-manifest.json is invalid: ${z.prettifyError(parsed.error)}`];
  const problems: string[] = [];
  if (parsed.data.name !== remote)
    problems.push(`the manifest is for "${parsed.data.name}", not "${remote}"`);
  if (!parsed.data.exposes.some((expose) => expose.path === './routes'))
    problems.push('the manifest does not expose ./routes');
  return problems;
}

export const emptyRegistry = (environment: string): Registry => ({ environment, remotes: {} });

/** Whether an event moved the release everyone gets (a partial rollout or a stopped one did not). */
const movesCurrent = (event: RegistryEvent) =>
  ['build', 'ship', 'promote', 'rollback'].includes(event.action) &&
  (event.percent === undefined || event.percent === 100);

/** The pointer after `event`; the input is not changed. */
export function movePointer(registry: Registry, remote: string, event: RegistryEvent): Registry {
  const previous = registry.remotes[remote];
  const history = [...(previous?.history ?? []), event];
  let pointer: RemotePointer;
  if (!previous) pointer = { current: event.version, history };
  else if (event.action === 'disable') pointer = { ...previous, disabled: true, history };
  else if (event.action === 'enable') {
    const { disabled: _disabled, ...rest } = previous;
    pointer = { ...rest, history };
  } else if (event.percent !== undefined && event.percent > 0 && event.percent < 100) {
    pointer = { ...previous, rollout: { version: event.version, percent: event.percent }, history };
  } else {
    const { rollout: _rollout, ...rest } = previous;
    pointer = movesCurrent(event) ? { ...rest, current: event.version, history } : { ...rest, history };
  }
  return { ...registry, remotes: { ...registry.remotes, [remote]: pointer } };
}

/**
 * The releases a remote went through, as a stack: each build, ship or promote to every visitor puts a release on top; a
 * rollback to the release just below the top takes the top off (so rolling back twice goes two
 * releases back), and a rollback to any other release puts that one on top.
 */
export function releaseStack(pointer: RemotePointer | undefined): ReleaseVersion[] {
  const stack: ReleaseVersion[] = [];
  for (const event of (pointer?.history ?? []).filter(movesCurrent)) {
    if (event.action === 'rollback' && stack.at(-2) === event.version) stack.pop();
    else if (stack.at(-1) !== event.version) stack.push(event.version);
  }
  return stack;
}

/** The release `pnpm rollback <remote>` goes back to, or undefined when there is none. */
export const previousRelease = (registry: Registry, remote: string): ReleaseVersion | undefined =>
  releaseStack(registry.remotes[remote]).at(-2);
