import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  citedIds,
  definedIds,
  oldCitations,
  RULE_AREAS,
  readRuleFiles,
  referencedIds,
  repositoryTextFiles,
} from './product-rules';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('reading rules and citations', () => {
  it('finds an id at the start of a list item or a table row, not elsewhere', () => {
    const markdown = [
      '- `hotels.nights` — Nights = …',
      '  - `hotels.nested-rule` — a nested item',
      '| `ferry.price.nautika` | a row |',
      'Prose naming `hotels.effective-price` defines nothing.',
      '| `/hotels` | a path is not an id |',
    ].join('\n');
    expect(definedIds(markdown)).toEqual(['hotels.nights', 'hotels.nested-rule', 'ferry.price.nautika']);
  });

  it('reads `rule <id>` citations and leaves the sentence around them', () => {
    expect(
      citedIds('/** At least 1 (rule hotels.nights). One more: rule ferry.price.nautika, then. */'),
    ).toEqual(['hotels.nights', 'ferry.price.nautika']);
    expect(citedIds(' * the total (rule\n * hotels.nights), and\n  // rule\n  // ferry.price.total')).toEqual(
      ['hotels.nights', 'ferry.price.total'],
    );
    expect(citedIds('a rule of thumb, the rules page')).toEqual([]);
  });

  it('finds the old citations, whatever their case', () => {
    expect(oldCitations('// Spec 000 §8: the message\nfine\n(issue 16)\n// the §5 messages')).toEqual([
      expect.stringMatching(/^1: a document/),
      expect.stringMatching(/^1: a section/),
      expect.stringMatching(/^3: an issue number/),
      expect.stringMatching(/^4: a section/),
    ]);
  });
});

describe('the product rules in docs/product', () => {
  const files = readRuleFiles(repoRoot);
  const definitions = [...files.values()].flatMap(definedIds);
  const ids = new Set(definitions);

  it('define every id once, each in the file of its area', () => {
    expect(ids.size).toBeGreaterThan(300);
    const twice = definitions.filter((id, index) => definitions.indexOf(id) !== index);
    expect(twice, 'ids defined more than once').toEqual([]);
    const misplaced = [...files].flatMap(([name, markdown]) =>
      name === 'README.md'
        ? []
        : definedIds(markdown)
            .filter((id) => `${id.split('.')[0]}.md` !== name)
            .map((id) => `${name}: ${id}`),
    );
    expect(misplaced, 'ids outside the file of their area').toEqual([]);
    for (const id of ids) expect(RULE_AREAS).toContain(id.split('.')[0]);
  });

  it('refer only to ids that exist', () => {
    const unknown = [...files].flatMap(([name, markdown]) =>
      referencedIds(markdown)
        .filter((id) => !ids.has(id))
        .map((id) => `${name}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('are the ids the repository cites, and no outside specification or issue number is cited', () => {
    const unknown: string[] = [];
    const old: string[] = [];
    const self = fileURLToPath(import.meta.url);
    for (const path of repositoryTextFiles(repoRoot)) {
      const file = join(repoRoot, path);
      // A file deleted in the work tree but not yet in the index.
      if (!existsSync(file) || file === self || path === 'docs/product/README.md') continue;
      const text = readFileSync(file, 'utf8');
      for (const id of citedIds(text)) if (!ids.has(id)) unknown.push(`${path}: rule ${id}`);
      for (const where of oldCitations(text)) old.push(`${path}:${where}`);
    }
    expect(unknown, 'citations of rules that docs/product does not define').toEqual([]);
    expect(old, 'cite a rule id (docs/product) or say it in words').toEqual([]);
  });
});
