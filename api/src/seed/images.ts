/** Path of a picture served by this API through the image pipeline (`/api/images/{kind}/{name}.{hash}.webp`). */
export { imagePath } from '../images/pipeline';

/** Turns a name into the slug used in image and post paths. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
