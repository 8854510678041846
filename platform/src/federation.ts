/**
 * Module Federation sharing policy for every app (shell and remotes), in one place.
 *
 * A singleton is a promise: one instance at run time, provided by the shell, at the shell's version.
 * So only what must be one instance is shared: React and its renderer, the QueryClient context,
 * jotai's store context, dayjs (antd and apps register plugins on one instance, and antd's pickers
 * check `dayjs.isDayjs`), and the stateful modules of `@andaman/shared` — the router door, the
 * run-time configuration, the HTTP client's configuration, the providers (theme, toasts) and
 * antd's component doors (one antd runtime, one theme, one CSS-in-JS cache; a page downloads only
 * the components it renders). Everything else of `@andaman/shared` (contracts, rules, data,
 * formatters, stateless components, API helpers) is bundled into each app that uses it, so a remote
 * ships the version it was built with and never depends on the shell's copy.
 *
 * Versions: third-party singletons state their installed version (one version for the workspace,
 * from the pnpm catalog); `@andaman/shared` singletons state `shared/package.json`'s version, and
 * each app requires the range its own package.json declares for `@andaman/shared`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');

/** Third-party packages shared as singletons (React 19's renderer lives in `react-dom/client`). */
export const SINGLETON_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'jotai',
  'jotai/react',
  'jotai/vanilla',
  'jotai/utils',
  'jotai/react/utils',
  'jotai/vanilla/utils',
  'dayjs',
] as const;

/**
 * Modules of `@andaman/shared` that hold state or React context, so there must be exactly one:
 * besides these, every antd door of `src/ui` (see `isAntdDoor`) is a singleton too.
 */
export const STATEFUL_SHARED_MODULES = [
  /** The one router (history and context), through a door that names only what the site uses. */
  'router',
  /** The run-time configuration the shell loads at start-up and every remote reads. */
  'runtime-config',
  /** The HTTP client's base URLs, set once by the shell. */
  'api-client/config',
  /** The providers the shell renders the site under (toasts, brand variables). */
  'ui/site-providers',
  /** The same with a QueryClient given up front (a remote's standalone harness). */
  'ui/app-providers',
  /** TanStack Query's runtime and the site's QueryClient, loaded once on use, and the context of its scope. */
  'ui/query-scope',
  /** The toast context. */
  'ui/toast',
  /** antd's theme, loaded once, and the context that tells a nested `AntdTheme` it is already inside one. */
  'ui/antd-theme',
  /** Whether a root hydrates server HTML, read by the deferred parts of every app's pages. */
  'ui/hydration',
] as const;

/**
 * The files of `STATEFUL_SHARED_MODULES` (`shared/src/<module>.ts(x)`): the build puts them in one
 * chunk, since every page loads them all (see `platform/src/rsbuild-preset.ts`).
 */
export const statefulSharedFiles = new RegExp(
  `[\\\\/]shared[\\\\/]src[\\\\/](?:${STATEFUL_SHARED_MODULES.map((module) => module.replaceAll('/', '[\\\\/]')).join('|')})\\.tsx?$`,
);

/**
 * A door only re-exports from `antd/es/…`, besides importing the static CSS generated for it
 * (`./antd-css/<door>.css`, see `antd-static-css.tsx`): every line is one of those.
 */
export function isAntdDoor(source: string): boolean {
  const lines = source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const isExport = (line: string) => /^export .+ from 'antd\/es\/[^']+';$/.test(line);
  const isStaticCss = (line: string) => /^import '\.\/antd-css\/[a-z-]+\.css';$/.test(line);
  return lines.some(isExport) && lines.every((line) => isExport(line) || isStaticCss(line));
}

const isModuleFile = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file);

/** A sub-path module of `@andaman/shared` that is shared as a singleton, and the file it maps to. */
export interface SharedSingletonModule {
  specifier: string;
  file: string;
}

function resolveSharedFile(subPath: string): string {
  for (const extension of ['.ts', '.tsx']) {
    const file = join(sharedRoot, 'src', `${subPath}${extension}`);
    try {
      readFileSync(file);
      return file;
    } catch {
      // try the next extension
    }
  }
  throw new Error(`Shared singleton module ${subPath} has no file in shared/src`);
}

/** Every `@andaman/shared` module shared as a singleton: the stateful modules and the antd doors. */
export function sharedSingletonModules(): SharedSingletonModule[] {
  const modules = STATEFUL_SHARED_MODULES.map((subPath) => ({
    specifier: `@andaman/shared/${subPath}`,
    file: resolveSharedFile(subPath),
  }));
  const uiFolder = join(sharedRoot, 'src', 'ui');
  for (const file of readdirSync(uiFolder).filter(isModuleFile).sort()) {
    const path = join(uiFolder, file);
    if (isAntdDoor(readFileSync(path, 'utf8'))) {
      modules.push({ specifier: `@andaman/shared/ui/${file.replace(/\.(ts|tsx)$/, '')}`, file: path });
    }
  }
  return modules;
}

function readVersion(packageJsonPath: string): string {
  return (JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string }).version;
}

function installedVersion(pkg: string): string {
  const packageName = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : (pkg.split('/')[0] ?? pkg);
  return readVersion(join(sharedRoot, 'node_modules', packageName, 'package.json'));
}

/** The version of `@andaman/shared` that the shell provides its singletons at. */
export function sharedPackageVersion(): string {
  return readVersion(join(sharedRoot, 'package.json'));
}

/**
 * The range of `@andaman/shared` an app's package.json declares (`workspace:^1.2.0` → `^1.2.0`).
 * A remote requires its shared singletons in that range.
 */
export function declaredSharedRange(packageJsonPath: string): string {
  const manifest = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const declared = manifest.dependencies?.['@andaman/shared'] ?? '';
  const range = declared.replace(/^workspace:/, '');
  if (!/^[~^]?\d+\.\d+\.\d+$/.test(range)) {
    throw new Error(
      `${packageJsonPath} must declare "@andaman/shared": "workspace:^<version>" (the range of shared singletons it needs), not "${declared}"`,
    );
  }
  return range;
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
  /** `false`: a remote consumes the shell's copy and never provides its own. */
  import?: false;
}

/** Options of `federationShared`. */
export interface FederationSharedOptions {
  /** The app's package.json: its `@andaman/shared` range is what it requires of shared singletons. */
  packageJson: string;
}

/**
 * The singletons an app shares, with their versions: a remote's `shared` option of the Module
 * Federation plugin, and what the shell provides at run time (every one of them, including those it
 * never imports itself, so a remote never falls back to a copy of its own: see
 * shell/src/app/provided-singletons.ts, checked against this list).
 */
export function federationShared({ packageJson }: FederationSharedOptions): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  // A remote that provided its own copy registered it in the share scope under the same version as
  // the shell's: the runtime kept whichever registered last and was not loaded yet, so loading a
  // remote's page first made that remote's dayjs, jotai or form context the site's. With `import:
  // false` a remote only consumes: the one copy is the shell's, whatever loads first and whatever a
  // remote was built with (its newer minor included). A remote running standalone in dev provides
  // its own again (`ownCopies`, rsbuild-preset.ts).
  const consumeOnly = { import: false as const };
  for (const pkg of SINGLETON_PACKAGES) {
    const version = installedVersion(pkg);
    // The version is stated, not read from the nearest package.json: some sub-paths carry their own.
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version, ...consumeOnly };
  }
  const version = sharedPackageVersion();
  const requiredVersion = declaredSharedRange(packageJson);
  for (const { specifier } of sharedSingletonModules())
    shared[specifier] = { singleton: true, requiredVersion, version, ...consumeOnly };
  return shared;
}

/** A remote's `shared` with its own copies provided: for its standalone dev server, which is its own host. */
export function ownCopies<T extends Record<string, unknown>>(shared: T): T {
  return Object.fromEntries(
    Object.entries(shared).map(([key, entry]) => {
      if (typeof entry !== 'object' || entry === null || !('import' in entry) || entry.import !== false)
        return [key, entry];
      const { import: _consumeOnly, ...rest } = entry;
      return [key, rest];
    }),
  ) as T;
}
