import { parseImageFile } from '@andaman/shared/contracts/images';
import { Hono } from 'hono';
import { fail } from '../http/envelope';
import { imageSource, rendition } from './pipeline';
import { drawImage, IMAGE_KINDS, type ImageKind } from './svg';

const SVG_FILE = /^([a-z0-9-]{1,120})\.svg$/;
const YEAR = 365 * 24 * 60 * 60;

const isKind = (value: string): value is ImageKind => (IMAGE_KINDS as readonly string[]).includes(value);

/**
 * `GET /images/{kind}/{name}.{hash}[-{width}].{avif|webp}`: the pipeline's renditions (see
 * `@andaman/shared/contracts/images`), immutable for a year; a hash that is no longer the source's gets the
 * current picture, cached for five minutes only. `GET /images/{kind}/{name}.svg`: the drawing itself (avatars,
 * logos, and catalogues stored before the pipeline).
 */
export const imageRoutes = ({ cacheDir }: { cacheDir: string | undefined }) =>
  new Hono().get('/images/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    if (!isKind(kind)) return fail(c, 404, 'Image not found');
    c.header('X-Content-Type-Options', 'nosniff');
    const svg = SVG_FILE.exec(file);
    if (svg?.[1]) {
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(drawImage(kind, svg[1]));
    }
    const wanted = parseImageFile(file);
    if (!wanted) return fail(c, 404, 'Image not found');
    const source = imageSource(kind, wanted.name);
    const bytes = await rendition(kind, wanted.name, source, wanted.width ?? 1200, wanted.format, cacheDir);
    c.header('Content-Type', `image/${wanted.format}`);
    c.header(
      'Cache-Control',
      source.hash === wanted.hash ? `public, max-age=${YEAR}, immutable` : 'public, max-age=300',
    );
    return c.body(new Uint8Array(bytes));
  });
