import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageWidth,
  imageBaseUrl,
} from '@andaman/shared/contracts/images';
import sharp from 'sharp';
import { drawImage, type ImageKind } from './svg';

/**
 * The image pipeline: a picture's source is an operator's photo (`api/media/{kind}/{name}.jpg|png|webp`, e.g. one
 * exported from the content system) or, when there is none, the generated drawing of that name. Each source is
 * rendered with sharp to AVIF and WebP at `IMAGE_WIDTHS`, auto-rotated and without its metadata, and named by a
 * hash of the source and of these settings (`PIPELINE_VERSION`), so a rendition never changes under its URL.
 * Renditions are cached on disk and made one at a time.
 */

/** Changing how renditions are made changes every hash (and so every URL). */
export const PIPELINE_VERSION = '1';

/** Where operators' photos are read from: one folder per kind, the file named like the picture. */
export const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../media');

const PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** A picture's source: its bytes, whether it is a drawing or a photo, and the hash that names its renditions. */
export type ImageSource = { bytes: Buffer; type: 'svg' | 'photo'; hash: string };

const hashOf = (bytes: Buffer) =>
  createHash('sha256').update(`pipeline ${PIPELINE_VERSION}\n`).update(bytes).digest('hex').slice(0, 12);

// Hashing a drawing means drawing it: remember the last few thousand (the seed has about 400 pictures).
const sources = new Map<string, ImageSource>();
const REMEMBERED = 4000;

/** The source of a picture (an operator's photo if there is one, else the drawing). */
export const imageSource = (kind: ImageKind, name: string, mediaDir = MEDIA_DIR): ImageSource => {
  const key = `${mediaDir}\n${kind}/${name}`;
  const known = sources.get(key);
  if (known) return known;
  const photo = PHOTO_TYPES.map((type) => path.join(mediaDir, kind, `${name}.${type}`)).find((file) =>
    existsSync(file),
  );
  const bytes = photo ? readFileSync(photo) : Buffer.from(drawImage(kind, name));
  const source: ImageSource = { bytes, type: photo ? 'photo' : 'svg', hash: hashOf(bytes) };
  if (sources.size >= REMEMBERED) sources.clear();
  sources.set(key, source);
  return source;
};

/** The URL the catalogue stores for a picture (`/api/images/{kind}/{name}.{hash}.webp`). */
export const imagePath = (kind: ImageKind, name: string): string =>
  imageBaseUrl('/api', kind, name, imageSource(kind, name).hash);

/** Renders one rendition of a source. */
export const renderRendition = async (
  source: ImageSource,
  width: ImageWidth,
  format: ImageFormat,
): Promise<Buffer> => {
  const image = sharp(source.bytes, source.type === 'svg' ? { density: 72 } : {})
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? image.avif({ quality: 50, effort: 2 }).toBuffer()
    : image.webp({ quality: 74, effort: 4 }).toBuffer();
};

// One rendition at a time, so a cold cache never takes both cores from the requests being answered.
sharp.concurrency(1);
sharp.cache(false);
let queue: Promise<unknown> = Promise.resolve();
const inFlight = new Map<string, Promise<Buffer>>();

/**
 * A rendition: from the disk cache (`cacheDir`, undefined: no cache) or rendered now and stored there. Two
 * requests for the same rendition share one rendering.
 */
export const rendition = (
  kind: ImageKind,
  name: string,
  source: ImageSource,
  width: ImageWidth,
  format: ImageFormat,
  cacheDir: string | undefined,
): Promise<Buffer> => {
  const file = cacheDir ? path.join(cacheDir, kind, `${name}.${source.hash}-${width}.${format}`) : undefined;
  const key = `${kind}/${name}.${source.hash}-${width}.${format}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const made = (async () => {
    if (file) {
      const cached = await readFile(file).catch(() => undefined);
      if (cached) return cached;
    }
    const rendering = queue.then(() => renderRendition(source, width, format));
    queue = rendering.catch(() => undefined);
    const bytes = await rendering;
    if (file) {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    }
    return bytes;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, made);
  return made;
};

/** Every rendition of every picture in `paths` (catalogue URLs of the scheme), made now unless cached. */
export const prewarmRenditions = async (
  pictures: readonly { kind: ImageKind; name: string }[],
  cacheDir: string,
): Promise<{ pictures: number; renditions: number }> => {
  let renditions = 0;
  for (const { kind, name } of pictures) {
    const source = imageSource(kind, name);
    for (const width of IMAGE_WIDTHS) {
      for (const format of IMAGE_FORMATS) {
        await rendition(kind, name, source, width, format, cacheDir);
        renditions += 1;
      }
    }
  }
  return { pictures: pictures.length, renditions };
};
