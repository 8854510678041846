// Releases and the per-environment registry (see deploy/README.md). Used by `pnpm ship`,
// `pnpm promote` and `pnpm rollback`; the edge (edge/) serves both live. Releases are immutable and
// content-addressed; the registry moves through the edge's registry store (files under a lock and by
// atomic rename, or PostgreSQL when DATABASE_URL is set), and only after the target release and its
// manifest validate.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
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

export const ENVIRONMENTS_FILE = join(DEPLOY_DIR, 'environments.json');

/** The declared environments (deploy/environments.json), by name. */
export function declaredEnvironments() {
  return JSON.parse(readFileSync(ENVIRONMENTS_FILE, 'utf8')).environments;
}

/**
 * The environment the commands act on (`--env`, else `DEPLOY_ENV`, else `local`); one that is not
 * declared is refused, so a typo never starts a registry of its own.
 */
export function deployEnvironment(flag) {
  const name = flag ?? process.env.DEPLOY_ENV ?? 'local';
  const declared = declaredEnvironments();
  if (!Object.hasOwn(declared, name)) {
    throw new Error(
      `unknown environment "${name}": declared in deploy/environments.json are ${Object.keys(declared).join(', ')}`,
    );
  }
  return name;
}

/** Imports a TypeScript module through tsx (the one `@andaman/platform` uses for its own scripts). */
export async function importTypeScript(path) {
  const tsx = dirname(createRequire(join(ROOT, 'platform', 'package.json')).resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(join(tsx, 'dist', 'esm', 'api', 'index.mjs')).href);
  return tsImport(path, import.meta.url);
}

/** The registry rules and zod schemas, shared with the shell. */
export const registryRules = () =>
  importTypeScript(join(ROOT, 'shared', 'src', 'contracts', 'release-registry.ts'));

/** Validation and stamping of the documents the shell reads (platform/src/config-stamp.ts). */
export const configStamp = () => importTypeScript(join(ROOT, 'platform', 'src', 'config-stamp.ts'));

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

const git = (args) => {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
};

/** Who moves a pointer: `DEPLOY_BY`, else the git author (`Name <email>`), else user@host. */
export function deployer() {
  if (process.env.DEPLOY_BY) return process.env.DEPLOY_BY;
  const name = git(['config', 'user.name']);
  const email = git(['config', 'user.email']);
  if (name || email) return [name, email && `<${email}>`].filter(Boolean).join(' ');
  return `${userInfo().username}@${hostname()}`;
}

/** The commit the work tree is at (12 digits), with `-dirty` when `paths` have changes; `unknown` outside git. */
export function gitCommit(paths = []) {
  const commit = git(['rev-parse', '--short=12', 'HEAD']);
  if (!commit) return 'unknown';
  if (paths.length === 0) return commit;
  return git(['status', '--porcelain', '--', ...paths]) ? `${commit}-dirty` : commit;
}

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

/** The releases published for a remote, newest first, with when each was published. */
export function publishedReleases(app) {
  if (!existsSync(releasesOf(app))) return [];
  return readdirSync(releasesOf(app))
    .filter((entry) => /^[0-9a-f]{12}$/.test(entry))
    .map((version) => ({ version, mtime: statSync(join(releasesOf(app), version)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
}

/**
 * The versions `pnpm releases prune` removes from one remote's `published` releases (newest first):
 * those beyond the newest `keep` that no pointer of `registries` names (current or rollout) and no
 * history entry at or after `since` (ms) names.
 */
export function prunableReleases(remote, published, registries, { keep, since }) {
  const named = new Set();
  for (const registry of registries) {
    const pointer = registry.remotes[remote];
    if (!pointer) continue;
    named.add(pointer.current);
    if (pointer.rollout) named.add(pointer.rollout.version);
    for (const event of pointer.history) if (Date.parse(event.at) >= since) named.add(event.version);
  }
  return published
    .slice(keep)
    .map(({ version }) => version)
    .filter((version) => !named.has(version));
}

/** The versions published for a remote, newest first. */
export const listReleases = (app) => publishedReleases(app).map(({ version }) => version);

/** A release's `release.json`, or undefined when it has none that reads. */
export function releaseInfo(app, version) {
  try {
    return JSON.parse(readFileSync(join(releasesOf(app), version, 'release.json'), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The first views a release lacks: every page its `first-views.json` declares must have its file,
 * and a page rendered per request needs the renderer. A release without that file was not built by
 * the release pipeline (platform/src/release-pipeline.mjs) and is refused as a whole.
 */
export function missingFirstViews(dir) {
  const manifest = join(dir, 'first-views.json');
  if (!existsSync(manifest)) {
    return [
      'it has no first-views.json: it was not built by the release pipeline, so its first views are missing',
    ];
  }
  const { pages, perRequest } = JSON.parse(readFileSync(manifest, 'utf8'));
  const problems = pages
    .filter((page) => !existsSync(join(dir, 'first-view', page.file)))
    .map((page) => `it lacks the first view of ${page.path} (first-view/${page.file})`);
  if (perRequest.length > 0 && !existsSync(join(dir, 'first-view', 'renderer.mjs'))) {
    problems.push(`it lacks the renderer of ${perRequest.join(', ')} (first-view/renderer.mjs)`);
  }
  return problems;
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
  const problems = missingFirstViews(dir);
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
 * Moves `app`'s pointer in `environment` (see `movePointer` in release-registry.ts for what each
 * action does), holding the environment's registry lock (a complete new document replaces the old
 * one). Refused, with nothing changed, when the release does not validate or `check(registry, rules,
 * target)` throws. `version` may be a function of the current registry (rollback: "the previous
 * release"). The event records who, at which commit, when and why.
 */
export async function movePointer({ app, environment, action, version, percent, why, check }) {
  const rules = await registryRules();
  // Stamped: the shell reads the registry on every page load, and takes a stamped one without
  // loading its validator (shared/src/contracts/validation-stamp.ts).
  const { stampedJson } = await configStamp();
  return withRegistryStore(async (store) => {
    const moved = await store.update(environment, async (current) => {
      const registry = await parseRegistry(environment, current);
      const target = typeof version === 'function' ? version(registry, rules) : version;
      const problems = await releaseProblems(app, target);
      if (problems.length > 0) {
        throw new Error(
          `refused: ${app.name} → ${target}: ${problems[0]}${problems.length > 1 ? `\n  ${problems.slice(1).join('\n  ')}` : ''}\n(the registry is unchanged)`,
        );
      }
      await check?.(registry, rules, target);
      const pointer = registry.remotes[app.name];
      const from = pointer?.current;
      const event = {
        action,
        version: target,
        ...(percent === undefined ? {} : { percent }),
        at: new Date().toISOString(),
        by: deployer(),
        commit: gitCommit(),
        ...(why ? { why } : {}),
      };
      const next = rules.registrySchema.parse(rules.movePointer(registry, app.name, event));
      return { text: await stampedJson('registry', next), result: { from, to: target, registry: next } };
    });
    if (store.kind === 'file') writeLiveLinks(environment, moved.registry, rules.ROLLOUT_PERCENTS);
    return moved;
  });
}

/** The nginx tiers of cohort buckets: a tier per rollout step (`ROLLOUT_PERCENTS`), named by its lowest bucket. */
export const cohortTiers = (percents) =>
  [0, ...percents.filter((percent) => percent < 100)].map((from, index, all) => ({
    name: `b${from}`,
    from,
    to: (all[index + 1] ?? 100) - 1,
  }));

/**
 * What nginx serves first views from (it reads no JSON): `deploy/registry/<env>.live/<remote>/<tier>`,
 * a link to the release each cohort tier gets, replaced by atomic renames after every move.
 */
export function writeLiveLinks(environment, registry, percents) {
  const live = join(REGISTRY_DIR, `${environment}.live`);
  for (const [remote, pointer] of Object.entries(registry.remotes)) {
    const app = APPS.find((candidate) => candidate.name === remote);
    if (!app) continue;
    mkdirSync(join(live, remote), { recursive: true });
    for (const tier of cohortTiers(percents)) {
      const onRollout = pointer.rollout && tier.from < pointer.rollout.percent;
      const version = onRollout ? pointer.rollout.version : pointer.current;
      const link = join(live, remote, tier.name);
      const temporary = `${link}.${process.pid}.tmp`;
      rmSync(temporary, { force: true });
      // A switched-off remote links nowhere: nginx's include gets nothing and shows the stub.
      symlinkSync(pointer.disabled ? join(live, 'disabled') : join(releasesOf(app), version), temporary);
      renameSync(temporary, link);
    }
  }
}

/**
 * The `release.json` of the build in `dir` (the release pipeline's output): its content hash as the
 * version, who built it from which commit, what it exposes and the paths it claims.
 */
export async function releaseInfoOf(app, dir) {
  const { claimedRoutes } = await import('./contract-check.mjs');
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  return {
    remote: app.name,
    version: contentHash(dir),
    packageVersion: JSON.parse(readFileSync(join(ROOT, app.dir, 'package.json'), 'utf8')).version,
    builtAt: new Date().toISOString(),
    by: deployer(),
    commit: gitCommit([app.dir, 'shared', 'platform']),
    exposes: manifest.exposes.map((expose) => expose.path),
    routes: claimedRoutes(app),
  };
}

/**
 * A local build (`dir`, the remote's `dist` under `npm start`) as a release like any other: published,
 * and the environment pointed at it (`build` in the history) when it changed since the last build
 * pointed at, so a rebuild is never hidden; a ship or promote made since is kept until the build
 * changes again. Returns a line saying what is live.
 */
export async function publishLocalBuild(app, environment, dir) {
  const info = await releaseInfoOf(app, dir);
  const { version } = info;
  publishRelease(app, dir, info);
  const pointer = (await readRegistry(environment)).remotes[app.name];
  const lastBuild = pointer?.history.findLast((event) => event.action === 'build')?.version;
  const name = app.name.padEnd(10);
  if (!pointer || (lastBuild !== version && pointer.current !== version)) {
    await movePointer({ app, environment, action: 'build', version, why: 'a new local build' });
    return `${name} ${version} (this build)`;
  }
  if (pointer.current === version) return `${name} ${version} (this build)`;
  const moved = pointer.history.findLast((event) => event.version === pointer.current);
  return `${name} ${pointer.current} (${moved?.action ?? 'moved'} ${moved?.at ?? ''}); this build is ${version}: pnpm promote ${app.name} ${version}`;
}

/** Rewrites the environment's release links for nginx from its registry as it is (file store only). */
export async function refreshLiveLinks(environment) {
  if (process.env.DATABASE_URL) return;
  writeLiveLinks(environment, await readRegistry(environment), (await registryRules()).ROLLOUT_PERCENTS);
}

/**
 * The `preview` environment: the registry of `source` as it is, with `app` on `version` (`pnpm preview`).
 * Refused when the release does not validate.
 */
export async function composePreview({ source, app, version }) {
  const problems = await releaseProblems(app, version);
  if (problems.length > 0) throw new Error(`refused: ${app.name} → ${version}: ${problems[0]}`);
  const rules = await registryRules();
  const { stampedJson } = await configStamp();
  const live = await readRegistry(source);
  const event = {
    action: 'promote',
    version,
    at: new Date().toISOString(),
    by: deployer(),
    commit: gitCommit(),
    why: `preview of ${app.name} with ${source}'s live releases`,
  };
  const next = rules.registrySchema.parse(
    rules.movePointer({ environment: 'preview', remotes: live.remotes }, app.name, event),
  );
  const text = await stampedJson('registry', next);
  await withRegistryStore((store) => store.update('preview', async () => ({ text, result: undefined })));
  await refreshLiveLinks('preview');
}

/**
 * A work folder of one command under `<remote>/.ship/` (gitignored); `remove()` leaves nothing
 * behind, `.ship` included unless another command of that remote is using it.
 */
export function workFolder(app, label) {
  const dir = join(ROOT, app.dir, '.ship', `${label}-${process.pid}`);
  return {
    dir,
    remove() {
      rmSync(dir, { recursive: true, force: true });
      try {
        rmdirSync(join(ROOT, app.dir, '.ship'));
      } catch {
        // not empty (another ship of this remote), or already gone
      }
    },
  };
}
