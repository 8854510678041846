/**
 * Text out of WordPress HTML (titles, excerpts, category names, SEO fields). WordPress sends titles and
 * names with entities (`&#8217;`, `&amp;`) and may send markup in them; the page renders the result as
 * text, never as HTML, so nothing in a title can run. Rich content goes through `SafeHtml` instead.
 */

/** Cards show this many characters of a post's excerpt (rule blog.excerpt-length). */
export const EXCERPT_LENGTH = 140;

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  times: '\u00d7',
  middot: '\u00b7',
  bull: '\u2022',
  deg: '\u00b0',
  rupee: '\u20b9',
};

const codePoint = (value: number, entity: string): string =>
  Number.isInteger(value) && value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff)
    ? String.fromCodePoint(value)
    : entity;

/** Decodes HTML character references: numeric (`&#8217;`, `&#x2019;`) and the named ones WordPress uses. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), entity);
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * The readable text of an HTML fragment: script and style bodies dropped, tags removed, entities
 * decoded, white space collapsed. The result is meant to be rendered as text.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const withoutCode = html
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    // A "<script" without its end tag would otherwise leave its code in the text.
    .replace(/<(script|style)\b[\s\S]*$/i, ' ');
  const withoutTags = withoutCode.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<\/?[a-z!][^>]*>/gi, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * A card's excerpt: the text of the excerpt HTML cut to `EXCERPT_LENGTH` characters, with an ellipsis
 * when something was cut.
 */
export function excerptText(html: string | null | undefined, length = EXCERPT_LENGTH): string {
  const characters = Array.from(htmlToText(html));
  if (characters.length <= length) return characters.join('');
  return `${characters.slice(0, length).join('').trimEnd()}\u2026`;
}
