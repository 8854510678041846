import { readFileSync } from 'node:fs';

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

type Override = {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options: { patterns: { group: string[] }[] } } } } };
};

describe("the remotes' lint rule on shared's entry points (biome.json)", () => {
  const exportsMap: Record<string, string> = read('../../shared/package.json').exports;
  const entries = Object.keys(exportsMap).map((key) => `@andaman/shared/${key.slice(2)}`);
  const overrides: Override[] = read('../../biome.json').overrides;
  const remoteOverrides = overrides.filter((override) =>
    override.includes.some((glob) => glob.startsWith('mf-*')),
  );

  it.each(remoteOverrides.map((override) => [override.includes.join(', '), override] as const))(
    '%s allows exactly the exports map of shared/package.json',
    (_includes, override) => {
      const patterns = override.linter?.rules?.style?.noRestrictedImports?.options.patterns ?? [];
      const rule = patterns.find((pattern) => pattern.group.includes('@andaman/shared/**'));
      const allowed = (rule?.group ?? []).filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
      expect(allowed.sort()).toEqual([...entries].sort());
    },
  );
});
