import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  federationShared,
  isAntdDoor,
  SINGLETON_PACKAGES,
  STATEFUL_SHARED_MODULES,
  sharedSingletonModules,
  statefulSharedFiles,
} from './federation';

const sharedRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared');
const version = (JSON.parse(readFileSync(join(sharedRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

/** An app's package.json declaring the range of @andaman/shared it needs. */
function appPackageJson(range: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'federation-test-')), 'package.json');
  writeFileSync(path, JSON.stringify({ name: 'mf-test', dependencies: { '@andaman/shared': range } }));
  return path;
}
const packageJson = appPackageJson(`workspace:^${version}`);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.(ts|tsx)$/.test(entry) ? [path] : [];
  });
}

describe('sharing policy', () => {
  const singletons = sharedSingletonModules().map((module) => module.specifier);

  it('shares the stateful modules of @andaman/shared as singletons', () => {
    expect(singletons).toEqual(
      expect.arrayContaining([
        '@andaman/shared/router',
        '@andaman/shared/runtime-config',
        '@andaman/shared/api-client/config',
        '@andaman/shared/ui/app-providers',
        '@andaman/shared/ui/toast',
        '@andaman/shared/ui/antd-theme',
        '@andaman/shared/ui/modal',
        '@andaman/shared/ui/date-picker',
      ]),
    );
  });

  it('bundles stateless code (contracts, rules, data, stateless components, API helpers) into each app', () => {
    for (const bundled of [
      '@andaman/shared/contracts/ferry',
      '@andaman/shared/rules/currency',
      '@andaman/shared/data/nationalities',
      '@andaman/shared/ui/page-hero',
      '@andaman/shared/ui/form-field',
      '@andaman/shared/api-client/http',
      '@andaman/shared/remote-contract',
      '@andaman/shared/state/persisted-atom',
    ]) {
      expect(singletons).not.toContain(bundled);
    }
  });

  it('reaches antd only through doors, so one antd runtime loads', () => {
    const antdImporters = sourceFiles(join(sharedRoot, 'src'))
      .filter((file) => /from 'antd[/']/.test(readFileSync(file, 'utf8').replace(/^import type .*$/gm, '')))
      .map((file) => `@andaman/shared/${relative(join(sharedRoot, 'src'), file).replace(/\.(ts|tsx)$/, '')}`);
    expect(antdImporters.length).toBeGreaterThan(0);
    for (const importer of antdImporters) expect(singletons).toContain(importer);
  });

  it('reaches a stateful module from inside @andaman/shared by its package name, never a relative path (a copy of it would be bundled)', () => {
    const statefulPath = new RegExp(
      `from '\\.{1,2}/(?:[\\w-]+/)*(?:${STATEFUL_SHARED_MODULES.map((module) => module.split('/').pop()).join('|')})'`,
    );
    const relativeImporters = sourceFiles(join(sharedRoot, 'src'))
      .filter((file) => !statefulSharedFiles.test(file))
      .filter((file) =>
        [...readFileSync(file, 'utf8').matchAll(new RegExp(statefulPath, 'g'))].some((match) => {
          const target = join(dirname(file), match[0].slice(6, -1));
          return statefulSharedFiles.test(`${target}.ts`) || statefulSharedFiles.test(`${target}.tsx`);
        }),
      )
      .map((file) => relative(sharedRoot, file));
    expect(relativeImporters).toEqual([]);
  });

  it('recognises a door by its re-exports and its static CSS import only', () => {
    expect(
      isAntdDoor(
        "export type { TagProps } from 'antd/es/tag';\nexport { default as Tag } from 'antd/es/tag';\n",
      ),
    ).toBe(true);
    expect(
      isAntdDoor(
        "import './antd-css/tag.css';\nexport type { TagProps } from 'antd/es/tag';\nexport { default as Tag } from 'antd/es/tag';\n",
      ),
    ).toBe(true);
    expect(isAntdDoor("import './antd-css/tag.css';\n")).toBe(false);
    expect(isAntdDoor("import Tag from 'antd/es/tag';\nexport const BrandTag = () => Tag;\n")).toBe(false);
  });

  it('states real versions: the shared package version provided, the app range required', () => {
    const shared = federationShared({ packageJson });
    expect(shared['@andaman/shared/ui/toast']).toMatchObject({
      singleton: true,
      version,
      requiredVersion: `^${version}`,
    });
    for (const pkg of SINGLETON_PACKAGES) expect(shared[pkg]?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(shared)).not.toContain('react-hook-form');
    expect(Object.keys(shared)).not.toContain('zod');
  });

  it('requires what the app declares, and refuses an app that declares no range', () => {
    const needsNewer = federationShared({ packageJson: appPackageJson('workspace:^9.1.0') });
    expect(needsNewer['@andaman/shared/router']?.requiredVersion).toBe('^9.1.0');
    expect(() => federationShared({ packageJson: appPackageJson('workspace:*') })).toThrow(
      /workspace:\^<version>/,
    );
  });

  it('puts exactly the files of the stateful modules in one chunk (an antd door or router-server not)', () => {
    const stateful = new Set(STATEFUL_SHARED_MODULES.map((module) => `@andaman/shared/${module}`));
    const statefulFiles = sharedSingletonModules()
      .filter((module) => stateful.has(module.specifier))
      .map((module) => module.file);
    const matched = sourceFiles(join(sharedRoot, 'src')).filter((file) => statefulSharedFiles.test(file));
    expect(matched.sort()).toEqual(statefulFiles.sort());
    expect(matched).toHaveLength(STATEFUL_SHARED_MODULES.length);
  });

  it('declares every module that imports its antd CSS as having side effects, so a bundle keeps the CSS', () => {
    // The shell bundles these modules (it provides them to remotes from its own copies): without the
    // declaration, an import of `Modal` goes straight to antd and the module's CSS import is dropped.
    const declared = (
      JSON.parse(readFileSync(join(sharedRoot, 'package.json'), 'utf8')) as { sideEffects: string[] }
    ).sideEffects;
    const withCss = readdirSync(join(sharedRoot, 'src', 'ui'))
      .filter(
        (file) =>
          file.endsWith('.tsx') &&
          readFileSync(join(sharedRoot, 'src', 'ui', file), 'utf8').includes("'./antd-css/"),
      )
      .map((file) => `./src/ui/${file}`);
    expect(withCss.length).toBeGreaterThan(0);
    expect(declared.filter((entry) => entry.startsWith('./src/')).sort()).toEqual(withCss.sort());
  });
});
