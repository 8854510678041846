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

/** Whether `code` is a run of lines of `source`, each compared without its indentation (the block may be dedented). */
function quotes(source: string, code: string): boolean {
  const lines = source.split('\n').map((line) => line.trim());
  const wanted = code.split('\n').map((line) => line.trim());
  return lines.some((_, start) => wanted.every((line, offset) => lines[start + offset] === line));
}

describe('docs/adding-a-remote.md', () => {
  const markdown = read('docs/adding-a-remote.md');
  const blocks = excerpts(markdown);

  it('marks every code block with the file it is taken from', () => {
    const fenced = markdown.match(/^```[a-z]*$/gm)?.length ?? 0;
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.length * 2).toBe(fenced);
  });

  it('fails for a block that is not in its file', () => {
    expect(quotes('a\n  b\nc', 'b\nc')).toBe(true);
    expect(quotes('a\n  b\nc', 'b\nd')).toBe(false);
  });

  it.each(blocks.map((block) => [block.path, block] as const))('quotes %s as it is', (_path, block) => {
    expect(quotes(read(block.path), block.code), block.code).toBe(true);
  });
});
