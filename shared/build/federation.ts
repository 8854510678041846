/**
 * Module Federation sharing policy for every app (shell and remotes), in one place.
 *
 * Singletons are the libraries that hold state or React context: one React, one QueryClient
 * context, one jotai store context, one dayjs (antd and apps register plugins on it), one
 * react-hook-form (the design system's FormField drives forms created in remotes), and every
 * sub-path module of `@andaman/shared`. antd and react-router are never shared whole (sharing
 * disables tree-shaking): apps reach them only through doors in `@andaman/shared` —
 * `@andaman/shared/ui/*` (one module per antd component) and `@andaman/shared/router` — which are
 * singletons provided by the shell. So exactly one antd runtime, theme and style cache, and one
 * router, load, and a page downloads only the components it renders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

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
  'react-hook-form',
  '@hookform/resolvers/zod',
] as const;

/** Folders of `shared/src` whose files are published as `@andaman/shared/<folder>/<file>`. */
const SHARED_RUNTIME_FOLDERS = ['contracts', 'api-client', 'query', 'data', 'rules', 'ui'] as const;

const isModuleFile = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file);

/** A run-time sub-path module of `@andaman/shared` and the file it maps to. */
export interface SharedPackageModule {
  specifier: string;
  file: string;
}

/** Every run-time sub-path module of `@andaman/shared` (tests and build helpers excluded). */
export function sharedPackageModules(): SharedPackageModule[] {
  const modules: SharedPackageModule[] = [
    { specifier: '@andaman/shared/remote-contract', file: join(sharedRoot, 'src', 'remote-contract.ts') },
    { specifier: '@andaman/shared/router', file: join(sharedRoot, 'src', 'router.ts') },
  ];
  for (const folder of SHARED_RUNTIME_FOLDERS) {
    let files: string[] = [];
    try {
      files = readdirSync(join(sharedRoot, 'src', folder));
    } catch {
      continue;
    }
    for (const file of files.filter(isModuleFile).sort()) {
      modules.push({
        specifier: `@andaman/shared/${folder}/${file.replace(/\.(ts|tsx)$/, '')}`,
        file: join(sharedRoot, 'src', folder, file),
      });
    }
  }
  return modules;
}

/** Every run-time sub-path specifier of `@andaman/shared`. */
export function sharedPackageSpecifiers(): string[] {
  return sharedPackageModules().map((module) => module.specifier);
}

function installedVersion(pkg: string): string {
  const packageName = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : (pkg.split('/')[0] ?? pkg);
  const manifest = JSON.parse(
    readFileSync(join(sharedRoot, 'node_modules', packageName, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  import?: string;
  shareKey?: string;
}

/**
 * The `shared` option of the Module Federation plugin.
 *
 * The host (`provideAll`) provides every singleton, including the ones it never imports itself:
 * a module request is only provided where it is encountered, so without this a remote would fall
 * back to its own copy of, say, the date-picker door — and with it a second antd runtime. An
 * absolute `import` path is provided eagerly (as a lazily loaded chunk) by the bundler.
 */
export function federationShared({
  provideAll = false,
}: {
  provideAll?: boolean;
} = {}): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = installedVersion(pkg);
    // The version is stated, not read from the nearest package.json: some sub-paths carry their own
    // (e.g. @hookform/resolvers/zod says 1.0.0), which would not satisfy the required range.
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
    if (provideAll) {
      // Resolved from this file, i.e. from the shared package's own dependencies.
      shared[pkg].import = fileURLToPath(import.meta.resolve(pkg));
      shared[pkg].shareKey = pkg;
    }
  }
  const ownVersion = (
    JSON.parse(readFileSync(join(sharedRoot, 'package.json'), 'utf8')) as { version: string }
  ).version;
  for (const { specifier, file } of sharedPackageModules()) {
    shared[specifier] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
    if (provideAll) Object.assign(shared[specifier], { import: file, shareKey: specifier });
  }
  return shared;
}
