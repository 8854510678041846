/** Read More / Show Less cuts the description at 300 characters (rule activities.checkout.description). */
export const DESCRIPTION_CUT = 300;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/**
 * The readable text of the activity's HTML description: tags dropped, common entities decoded, spaces folded.
 */
export function descriptionText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the description shows: the whole HTML, or its text cut at `limit` characters with an ellipsis. */
export type DescriptionView = { kind: 'full' } | { kind: 'cut'; text: string };

/**
 * The description to show: a description longer than `limit` characters of text is cut (with "…") until
 * Read More expands it; a shorter one is shown whole and needs no toggle.
 */
export function descriptionView(html: string, expanded: boolean, limit = DESCRIPTION_CUT): DescriptionView {
  const text = descriptionText(html);
  if (expanded || text.length <= limit) return { kind: 'full' };
  return { kind: 'cut', text: `${text.slice(0, limit).trimEnd()}…` };
}

/** Whether the description needs Read More / Show Less at all. */
export const isLongDescription = (html: string, limit = DESCRIPTION_CUT): boolean =>
  descriptionText(html).length > limit;
