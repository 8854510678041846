import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

type Probe = { file: string; imports: string; why: string };

/** Imports the house forbids: each must be reported by the repository's biome.json. */
const FORBIDDEN: Probe[] = [
  { file: 'mf-ferry/src/a.ts', imports: 'mf-hotels/routes', why: 'a remote imports another remote' },
  { file: 'mf-ferry/src/b.ts', imports: '../../shell/src/app/router', why: 'a remote imports the shell' },
  {
    file: 'mf-ferry/src/c.ts',
    imports: '@andaman/shared/src/ui/card',
    why: "a remote imports shared's files, not its entry points",
  },
  {
    file: 'mf-hotels/src/features/search/d.ts',
    imports: '../../../../shared/src/ui/card',
    why: "a remote reaches shared's files by path",
  },
  {
    file: 'mf-hotels/src/pages/e.ts',
    imports: '@andaman/shared/ui/nested/card',
    why: 'a remote deep-imports below an entry point',
  },
  {
    file: 'mf-hotels/src/features/search/f.ts',
    imports: '../booking/pricing',
    why: 'a feature imports another',
  },
  {
    file: 'mf-ferry/src/g.ts',
    imports: '@andaman/platform/federation',
    why: 'a remote imports the build tooling',
  },
  {
    file: 'shell/src/features/home/a.ts',
    imports: '../contact/contact-form',
    why: 'shell features import each other',
  },
  { file: 'shell/src/features/home/b.ts', imports: '../../app/router', why: 'a shell feature imports app/' },
  {
    file: 'shell/src/features/home/c.ts',
    imports: '../../pages/home-page',
    why: 'a shell feature imports pages/',
  },
  { file: 'shell/src/layout/a.ts', imports: '../app/router', why: 'the layout imports app/' },
  { file: 'shell/src/pages/a.ts', imports: '../app/remote-routes', why: 'a page imports app/' },
  { file: 'shell/src/domain/a.ts', imports: '../features/home/top', why: 'domain/ imports a feature' },
  { file: 'shell/src/hydration/a.ts', imports: '../app/router', why: 'hydration/ imports app/' },
  {
    file: 'shell/src/pages/b.ts',
    imports: '../../../shared/src/ui/card',
    why: "the shell reaches shared's files",
  },
  {
    file: 'shell/src/app/a.ts',
    imports: '@andaman/platform/federation',
    why: 'the shell imports the build tooling',
  },
  {
    file: 'shell/src/pages/c.ts',
    imports: '@andaman/platform/config-stamp',
    why: 'a page imports the build tooling',
  },
  {
    file: 'shared/src/ui/a.ts',
    imports: '@andaman/platform/federation',
    why: 'shared imports the build tooling',
  },
  { file: 'shared/src/ui/b.ts', imports: 'mf-ferry/routes', why: 'shared imports an app' },
];

/** Imports the same rules must leave alone. */
const ALLOWED: Probe[] = [
  { file: 'mf-ferry/src/h.ts', imports: '@andaman/shared/ui/card', why: 'an entry point of shared' },
  { file: 'mf-ferry/src/i.ts', imports: '@andaman/shared/sections/reviews-section', why: 'a shared section' },
  {
    file: 'mf-hotels/src/features/search/j.ts',
    imports: '../../domain/hotel',
    why: 'a feature imports domain/',
  },
  { file: 'mf-hotels/src/features/search/k.ts', imports: './search-schema', why: "a feature's own file" },
  { file: 'mf-ferry/rsbuild.config.ts', imports: '@andaman/platform/rsbuild-preset', why: 'build config' },
  { file: 'shell/module-federation.config.ts', imports: '@andaman/platform/federation', why: 'build config' },
  {
    file: 'shell/src/prerender/a.ts',
    imports: '@andaman/platform/prerender-react',
    why: 'the Node prerender entry',
  },
  { file: 'shell/src/app/b.ts', imports: '../pages/home-page', why: 'app/ composes the pages' },
  { file: 'shell/src/pages/d.ts', imports: '../features/home/top', why: 'a page composes features' },
  { file: 'shell/src/layout/b.ts', imports: '../hydration/client-only', why: 'the layout uses hydration/' },
  {
    file: 'shell/src/features/home/d.ts',
    imports: '../../domain/site-info',
    why: 'a shell feature uses domain/',
  },
  { file: 'shell/src/remotes/b.ts', imports: '../hydration/client-only', why: 'remotes/ uses hydration/' },
];

/** Lints one probe file per case with the repository's biome.json; returns the files it reported. */
function restrictedImportsIn(probes: Probe[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-lint-'));
  const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8'));
  // The probe folder is no git checkout.
  writeFileSync(join(dir, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
  for (const { file, imports } of probes) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), `import { probe } from '${imports}';\n\nexport const used = probe;\n`);
  }
  const biome = join(repoRoot, 'node_modules', '.bin', 'biome');
  const { stdout, stderr } = spawnSync(biome, ['lint', '--max-diagnostics=200', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  rmSync(dir, { recursive: true, force: true });
  const reported = [...`${stdout}${stderr}`.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)];
  return reported.map((match) => match[1] ?? '');
}

describe('lint holds the house boundaries (biome.json)', () => {
  const reported = restrictedImportsIn([...FORBIDDEN, ...ALLOWED]);

  it.each(FORBIDDEN.map((probe) => [probe.why, probe] as const))('reports: %s', (_why, probe) => {
    expect(reported).toContain(probe.file);
  });

  it.each(ALLOWED.map((probe) => [probe.why, probe] as const))('allows: %s', (_why, probe) => {
    expect(reported).not.toContain(probe.file);
  });
});
