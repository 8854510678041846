/**
 * How the site's pictures are addressed. The API's image pipeline turns every picture (an operator's photo, a
 * content-system image, or a generated one) into AVIF and WebP at a few widths, named by a hash of the source:
 *
 * - `/api/images/{kind}/{name}.{hash}.webp`: what the catalogue stores and the contracts carry (the widest
 *   WebP, usable anywhere as a plain picture);
 * - `/api/images/{kind}/{name}.{hash}-{width}.{avif|webp}`: one rendition, for `srcset`.
 *
 * A new source gets a new hash, so every such URL is immutable. The API and the frontends read the scheme
 * from here only.
 */

/** The widths every picture is rendered at (CSS px × density: a 400 px card on a 2× phone takes 800). */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** One of `IMAGE_WIDTHS`. */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The formats every picture is rendered in, best first. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
/** One of `IMAGE_FORMATS`. */
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const NAME = '[a-z0-9-]{1,120}';
const HASH = '[0-9a-f]{12}';
const BASE = new RegExp(`^(.*/images/[a-z]+/${NAME}\\.${HASH})\\.webp$`);

/** A picture's parts, parsed from a rendition or base file name (`{name}.{hash}[-{width}].{format}`). */
export type ImageFile = { name: string; hash: string; width: ImageWidth | undefined; format: ImageFormat };

const FILE = new RegExp(`^(${NAME})\\.(${HASH})(?:-(\\d{3,4}))?\\.(avif|webp)$`);

/** Reads a file name of the scheme; undefined for anything else (a width not in `IMAGE_WIDTHS`, an `.svg`). */
export const parseImageFile = (file: string): ImageFile | undefined => {
  const match = FILE.exec(file);
  if (!match?.[1] || !match[2] || !match[4]) return undefined;
  const width = match[3] === undefined ? undefined : Number(match[3]);
  if (width !== undefined && !(IMAGE_WIDTHS as readonly number[]).includes(width)) return undefined;
  if (width === undefined && match[4] !== 'webp') return undefined;
  return {
    name: match[1],
    hash: match[2],
    width: width as ImageWidth | undefined,
    format: match[4] as ImageFormat,
  };
};

/** The base URL of a picture (what the catalogue stores). */
export const imageBaseUrl = (prefix: string, kind: string, name: string, hash: string): string =>
  `${prefix}/images/${kind}/${name}.${hash}.webp`;

/** `srcset` values of a picture of the scheme, per format; undefined for any other URL (shown as it is). */
export const imageSrcSets = (src: string): Record<ImageFormat, string> | undefined => {
  const base = BASE.exec(src)?.[1];
  if (!base) return undefined;
  const set = (format: ImageFormat) => IMAGE_WIDTHS.map((w) => `${base}-${w}.${format} ${w}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
};
