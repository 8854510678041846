import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Each fenced block preceded by `<!-- excerpt of <path> -->`, with that path. */
function excerpts(markdown: string): { path: string; code: string }[] {
  const found: { path: string; code: string }[] = [];
  const pattern = /<!-- excerpt of (\S+) -->\n```[a-z]*\n([\s\S]*?)\n```/g;
  for (const match of markdown.matchAll(pattern)) found.push({ path: match[1] ?? '', code: match[2] ?? '' });
  return found;
}

describe('docs/adding-a-remote.md', () => {
  const markdown = read('docs/adding-a-remote.md');
  const blocks = excerpts(markdown);

  it('marks every code block with the file it is taken from', () => {
    const fenced = markdown.match(/^```[a-z]*$/gm)?.length ?? 0;
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.length * 2).toBe(fenced);
  });

  it.each(blocks.map((block) => [block.path, block] as const))('quotes %s as it is', (_path, block) => {
    expect(read(block.path)).toContain(block.code);
  });
});
