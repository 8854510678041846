/**
 * Module Federation sharing policy for every app (shell and remotes), in one place.
 *
 * Singletons are the libraries that hold state or React context: one React, one QueryClient
 * context, one jotai store context, one dayjs (antd and apps register plugins on it), and every
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
] as const;

/** Folders of `shared/src` whose files are published as `@andaman/shared/<folder>/<file>`. */
const SHARED_RUNTIME_FOLDERS = ['contracts', 'api-client', 'query', 'data', 'rules', 'ui'] as const;

const isModuleFile = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file);

/** Every run-time sub-path of `@andaman/shared` (tests and build helpers excluded). */
export function sharedPackageSpecifiers(): string[] {
  const specifiers = ['@andaman/shared/remote-contract', '@andaman/shared/router'];
  for (const folder of SHARED_RUNTIME_FOLDERS) {
    let files: string[] = [];
    try {
      files = readdirSync(join(sharedRoot, 'src', folder));
    } catch {
      continue;
    }
    for (const file of files.filter(isModuleFile).sort()) {
      specifiers.push(`@andaman/shared/${folder}/${file.replace(/\.(ts|tsx)$/, '')}`);
    }
  }
  return specifiers;
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
}

/** The `shared` option of the Module Federation plugin, identical for every app. */
export function federationShared(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = installedVersion(pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}` };
  }
  const ownVersion = (
    JSON.parse(readFileSync(join(sharedRoot, 'package.json'), 'utf8')) as { version: string }
  ).version;
  for (const specifier of sharedPackageSpecifiers()) {
    shared[specifier] = { singleton: true, requiredVersion: `^${ownVersion}`, version: ownVersion };
  }
  return shared;
}
