/** Path of a generated image served by this API (`/api/images/{kind}/{name}.svg`). */
export const imagePath = (kind: string, name: string): string => `/api/images/${kind}/${name}.svg`;

/** Turns a name into the slug used in image and post paths. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
