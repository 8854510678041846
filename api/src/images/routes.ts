import { Hono } from 'hono';
import { fail } from '../http/envelope';
import { drawImage, IMAGE_KINDS, type ImageKind } from './svg';

const FILE = /^([a-z0-9-]{1,120})\.svg$/;

const isKind = (value: string): value is ImageKind => (IMAGE_KINDS as readonly string[]).includes(value);

/** `GET /images/{kind}/{name}.svg`: generated SVGs, cached for a day (they never change). */
export const imageRoutes = () =>
  new Hono().get('/images/:kind/:file', (c) => {
    const kind = c.req.param('kind');
    const match = FILE.exec(c.req.param('file'));
    if (!isKind(kind) || !match?.[1]) return fail(c, 404, 'Image not found');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(drawImage(kind, match[1]));
  });
