// Releases and the per-environment registry (see deploy/README.md). Used by `pnpm ship`,
// `pnpm promote` and `pnpm rollback`; the edge (edge/) serves both live. Releases are immutable and
// content-addressed; the registry moves through the edge's registry store (files under a lock and by
// atomic rename, or PostgreSQL when DATABASE_URL is set), and only after the target release and its
// manifest validate.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { hostname, userInfo } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, ROOT } from './workspace.mjs';

export const DEPLOY_DIR = join(ROOT, 'deploy');
export const RELEASES_DIR = join(DEPLOY_DIR, 'releases');
export const REGISTRY_DIR = join(DEPLOY_DIR, 'registry');

/** The environment the commands act on (`--env`, else `DEPLOY_ENV`, else `local`). */
export const deployEnvironment = (flag) => flag ?? process.env.DEPLOY_ENV ?? 'local';

/** Imports a TypeScript module through tsx (the one `@andaman/shared` uses for its own scripts). */
export async function importTypeScript(path) {
  const tsx = dirname(createRequire(join(ROOT, 'shared', 'package.json')).resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(join(tsx, 'dist', 'esm', 'api', 'index.mjs')).href);
  return tsImport(path, import.meta.url);
}

/** The registry rules and zod schemas, shared with the shell. */
export const registryRules = () =>
  importTypeScript(join(ROOT, 'shared', 'src', 'contracts', 'release-registry.ts'));

/** Validation and stamping of the documents the shell reads (shared/build/config-stamp.ts). */
export const configStamp = () => importTypeScript(join(ROOT, 'shared', 'build', 'config-stamp.ts'));

/**
 * `runtime-config.json` text validated and stamped again: what a server hands out after changing the
 * built file (its ports moved), so the shell can still take it without validating it in the browser.
 */
export async function restampedRuntimeConfig(text) {
  const { stampedJson } = await configStamp();
  return stampedJson('runtime-config', JSON.parse(text));
}

/** The remote app named `name` (`hotels` or `mf-hotels`), or an error listing the remotes. */
export function remoteApp(name) {
  const app = APPS.find(
    (candidate) => candidate.role === 'remote' && (candidate.name === name || candidate.dir === name),
  );
  if (!app) {
    const names = APPS.filter((candidate) => candidate.role === 'remote').map((candidate) => candidate.name);
    throw new Error(`unknown remote "${name}" (one of: ${names.join(', ')})`);
  }
  return app;
}

export const releasesOf = (app) => join(RELEASES_DIR, app.dir);
export const registryFile = (environment) => join(REGISTRY_DIR, `${environment}.json`);

/** Who moves a pointer: `DEPLOY_BY`, else user@host. */
export const deployer = () => process.env.DEPLOY_BY ?? `${userInfo().username}@${hostname()}`;

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();
}

/** The 12-hex-digit content hash of a build: its file names and bytes (precompressed copies included). */
export function contentHash(dir) {
  const hash = createHash('sha256');
  for (const path of filesUnder(dir)) {
    if (path === 'release.json') continue;
    hash.update(`${path.split('\\').join('/')}\0`);
    hash.update(readFileSync(join(dir, path)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Copies a build into `deploy/releases/<dir>/<version>/` (with its `release.json`) by atomic rename.
 * A release that already exists is never overwritten: the same content hash means the same files.
 */
export function publishRelease(app, buildDir, info) {
  const target = join(releasesOf(app), info.version);
  if (existsSync(target)) return { path: target, created: false };
  const incoming = join(releasesOf(app), `.incoming-${process.pid}-${Date.now()}`);
  mkdirSync(releasesOf(app), { recursive: true });
  cpSync(buildDir, incoming, { recursive: true });
  writeFileSync(join(incoming, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
  try {
    renameSync(incoming, target);
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
    return { path: target, created: false }; // published meanwhile by another ship of the same build
  }
  return { path: target, created: true };
}

/** The releases published for a remote, newest first. */
export function listReleases(app) {
  if (!existsSync(releasesOf(app))) return [];
  return readdirSync(releasesOf(app))
    .filter((entry) => /^[0-9a-f]{12}$/.test(entry))
    .map((version) => ({ version, mtime: statSync(join(releasesOf(app), version)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    .map(({ version }) => version);
}

/**
 * The problems that forbid pointing `app` at `version` (empty when none): the release must exist,
 * and its release.json and mf-manifest.json must validate as a release of this remote.
 */
export async function releaseProblems(app, version) {
  const rules = await registryRules();
  const versionCheck = rules.releaseVersionSchema.safeParse(version);
  if (!versionCheck.success) return [`"${version}" is not a release version (12 hex digits)`];
  const dir = join(releasesOf(app), version);
  if (!existsSync(dir)) return [`release ${version} of ${app.name} does not exist (${relative(ROOT, dir)})`];
  const problems = [];
  try {
    const info = rules.releaseInfoSchema.parse(JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')));
    if (info.remote !== app.name || info.version !== version)
      problems.push('release.json names another release');
  } catch (error) {
    problems.push(`release.json is missing or invalid: ${error.message}`);
  }
  try {
    problems.push(
      ...rules.manifestProblems(app.name, JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'))),
    );
  } catch (error) {
    problems.push(`mf-manifest.json is missing or unreadable: ${error.message}`);
  }
  return problems;
}

/**
 * The registry store the edge reads (edge/src/registry): PostgreSQL when DATABASE_URL is set, else the
 * files under deploy/registry. Runs `action(store)` and closes the store.
 */
export async function withRegistryStore(action) {
  const { openRegistryStore } = await importTypeScript(
    join(ROOT, 'edge', 'src', 'registry', 'registry-store.ts'),
  );
  const store = openRegistryStore({ dir: REGISTRY_DIR, databaseUrl: process.env.DATABASE_URL });
  try {
    return await action(store);
  } finally {
    await store.close();
  }
}

/** `text` as the environment's registry (empty when there is none yet); throws when it is invalid. */
async function parseRegistry(environment, text) {
  const rules = await registryRules();
  if (text === undefined) return rules.emptyRegistry(environment);
  const parsed = rules.registrySchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`the registry of ${environment} is invalid:\n${parsed.error.message}`);
  return parsed.data;
}

/** The registry of an environment (empty when none was written yet); throws when it is invalid. */
export const readRegistry = (environment) =>
  withRegistryStore(async (store) => parseRegistry(environment, await store.read(environment)));

/**
 * Moves `app`'s pointer in `environment` to `version`, holding the environment's registry lock (a
 * complete new document replaces the old one). Refused, with nothing changed, when the release does
 * not validate. `version` may be a function of the current registry (rollback: "the previous release").
 */
export async function movePointer({ app, environment, action, version }) {
  const rules = await registryRules();
  // Stamped: the shell reads the registry on every page load, and takes a stamped one without
  // loading its validator (shared/src/contracts/validation-stamp.ts).
  const { stampedJson } = await configStamp();
  return withRegistryStore((store) =>
    store.update(environment, async (current) => {
      const registry = await parseRegistry(environment, current);
      const target = typeof version === 'function' ? version(registry, rules) : version;
      const problems = await releaseProblems(app, target);
      if (problems.length > 0) {
        throw new Error(
          `refused: ${app.name} → ${target}\n  ${problems.join('\n  ')}\n(the registry is unchanged)`,
        );
      }
      const from = registry.remotes[app.name]?.current;
      const event = { action, version: target, at: new Date().toISOString(), by: deployer() };
      const next = rules.registrySchema.parse(rules.movePointer(registry, app.name, event));
      return { text: await stampedJson('registry', next), result: { from, to: target, registry: next } };
    }),
  );
}
