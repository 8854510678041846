/**
 * The product's rules live in `docs/product/*.md`, each with a stable id; code, tests and documents cite
 * them as `rule <id>` (see docs/product/README.md). These helpers read the ids and check the citations,
 * for the repository-wide test beside this file.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The areas of docs/product: an id's first part. */
export const RULE_AREAS = [
  'site',
  'home',
  'activities',
  'hotels',
  'holidays',
  'guests',
  'blog',
  'contact',
  'ferry',
  'payment',
  'trips',
  'policies',
  'nationalities',
] as const;

const ID = String.raw`[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+`;

/** A rule's definition: a list item or a table row that starts with the id in backticks. */
const DEFINITION = new RegExp(String.raw`^\s*(?:[-*]|\|)\s*\`(${ID})\``, 'gm');

/**
 * A citation: the word `rule` and an id, as in "(rule hotels.nights)", also when a comment's line break
 * falls between them.
 */
const CITATION = new RegExp(String.raw`\brule(?: |[ \t]*\r?\n[ \t]*(?:\*|//)?[ \t]*)\`?(${ID})\b`, 'g');

/** A backticked id of a known area inside docs/product (a cross-reference between rules). */
const REFERENCE = new RegExp(String.raw`\`((?:${RULE_AREAS.join('|')})\.[a-z0-9.-]*[a-z0-9])\``, 'g');

/** Citations of the outside specification and of issue numbers, which point nowhere after a clone. */
export const OLD_CITATIONS: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\bspec 00[01]\b/i, what: 'a document of the outside specification' },
  { pattern: /§ ?\d/, what: 'a section of the outside specification' },
  { pattern: /\bissue #?\d+/i, what: 'an issue number' },
];

/** Ids defined in one rules file, in order (duplicates kept, so the caller can find them). */
export function definedIds(markdown: string): string[] {
  return [...markdown.matchAll(DEFINITION)].map((match) => match[1] ?? '');
}

/** Ids a text cites with `rule <id>`. */
export function citedIds(text: string): string[] {
  return [...text.matchAll(CITATION)].map((match) => match[1] ?? '');
}

/** Ids a rules file refers to in backticks (its own definitions included). */
export function referencedIds(markdown: string): string[] {
  return [...markdown.matchAll(REFERENCE)].map((match) => match[1] ?? '');
}

/** Where each old-style citation of a text is: `line: text`. */
export function oldCitations(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, what } of OLD_CITATIONS) {
      if (pattern.test(line)) found.push(`${index + 1}: ${what}: ${line.trim()}`);
    }
  });
  return found;
}

/** The rules folder of a repository. */
export const rulesFolder = (repoRoot: string): string => join(repoRoot, 'docs', 'product');

/** Every rules file of the repository, by name. */
export function readRuleFiles(repoRoot: string): Map<string, string> {
  const folder = rulesFolder(repoRoot);
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => [name, readFileSync(join(folder, name), 'utf8')]),
  );
}

/** Text files worth checking: sources, tests, scripts, styles, configuration and documents. */
const CHECKED = /\.(?:[cm]?[jt]sx?|css|md|json|ya?ml|html|php|sql|sh)$/;
const SKIPPED = new Set(['pnpm-lock.yaml']);

/** The repository's tracked and new (not ignored) text files, relative to its root. */
export function repositoryTextFiles(repoRoot: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0'))].filter(
    (path) => path !== '' && CHECKED.test(path) && !SKIPPED.has(path.split('/').pop() ?? ''),
  );
}
