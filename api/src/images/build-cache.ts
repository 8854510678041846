import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prewarmRenditions } from './pipeline';
import { catalogueImagePaths, pictureOf } from './prewarm';

// `pnpm --filter api images:build`: renders every rendition of the catalogue's pictures into the image cache
// (API_IMAGE_CACHE_DIR, default api/.image-cache) ahead of a start; what is already there is kept.
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = process.env.API_IMAGE_CACHE_DIR
  ? path.resolve(process.env.API_IMAGE_CACHE_DIR)
  : path.join(apiRoot, '.image-cache');
const started = performance.now();
const pictures = catalogueImagePaths().flatMap((url) => pictureOf(url) ?? []);
const done = await prewarmRenditions(pictures, cacheDir);
process.stdout.write(
  `images: ${done.pictures} pictures, ${done.renditions} renditions in ${cacheDir} (${Math.round(performance.now() - started)} ms)\n`,
);
