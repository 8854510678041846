import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Files the rule covers (app code and shared's sources) and files it leaves alone (build-time code). */
const FORBIDDEN = [
  'mf-ferry/src/a.ts',
  'mf-hotels/src/features/search/a.ts',
  'shell/src/app/a.ts',
  'shell/src/layout/a.ts',
  'shell/src/pages/a.ts',
  'shell/src/features/home/a.ts',
  'shared/src/ui/a.ts',
];
const ALLOWED = [
  'mf-ferry/rsbuild.config.ts',
  'shell/module-federation.config.ts',
  'shell/src/prerender/a.ts',
];

/** Lints one probe file per path, importing the platform, with the repository's biome.json. */
function restrictedImportsIn(paths: string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'platform-lint-'));
  const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8'));
  // The probe folder is no git checkout.
  writeFileSync(join(dir, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
  for (const path of paths) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(
      join(dir, path),
      "import { federationShared } from '@andaman/platform/federation';\n\nexport const shared = federationShared;\n",
    );
  }
  const biome = join(repoRoot, 'node_modules', '.bin', 'biome');
  const { stdout, stderr } = spawnSync(biome, ['lint', '--max-diagnostics=100', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  rmSync(dir, { recursive: true, force: true });
  const output = `${stdout}${stderr}`;
  const reported = [...output.matchAll(/^(\S+):\d+:\d+ lint\/style\/noRestrictedImports/gm)];
  return reported.map((match) => match[1] ?? '').sort();
}

describe('lint: apps never import @andaman/platform (biome.json)', () => {
  const reported = restrictedImportsIn([...FORBIDDEN, ...ALLOWED]);

  it.each(FORBIDDEN)('reports an import of the platform in %s', (path) => {
    expect(reported).toContain(path);
  });

  it.each(ALLOWED)('lets build-time code import it: %s', (path) => {
    expect(reported).not.toContain(path);
  });
});
