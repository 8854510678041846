import { parseImageFile } from '@andaman/shared/contracts/images';
import type { Logger } from 'pino';
import { ACTIVITY_SEED } from '../seed/activities';
import { blogSeed } from '../seed/blog';
import { HOLIDAY_SEED } from '../seed/holidays';
import { HOTEL_SEED } from '../seed/hotels';
import { prewarmRenditions } from './pipeline';
import { IMAGE_KINDS, type ImageKind } from './svg';

/** Every picture of the seeded catalogue, as pipeline URLs. */
export const catalogueImagePaths = (): string[] => [
  ...HOTEL_SEED.flatMap(({ hotel, roomTypes }) => [
    hotel.bannerImage,
    ...hotel.images,
    ...hotel.hotelImages,
    ...roomTypes.flatMap((room) => room.images),
  ]),
  ...ACTIVITY_SEED.flatMap((activity) => activity.images),
  ...HOLIDAY_SEED.flatMap(({ pkg }) => pkg.images),
  ...blogSeed({ testFixtures: false }).posts.flatMap((post) => (post.image ? [post.image] : [])),
];

/** `/api/images/{kind}/{file}` → the picture's kind and name; undefined for a URL of another shape. */
export const pictureOf = (url: string): { kind: ImageKind; name: string } | undefined => {
  const match = /\/images\/([a-z]+)\/([^/]+)$/.exec(url);
  const kind = match?.[1];
  const file = match?.[2] ? parseImageFile(match[2]) : undefined;
  if (!kind || !file || !(IMAGE_KINDS as readonly string[]).includes(kind)) return undefined;
  return { kind: kind as ImageKind, name: file.name };
};

/**
 * Renders every rendition of the catalogue's pictures into `cacheDir` in the background, one at a time; those
 * already there are skipped, so only the first start after a change does the work. A failure is logged.
 */
export const prewarmCatalogueImages = (cacheDir: string, log: Pick<Logger, 'info' | 'warn'>): void => {
  const started = performance.now();
  const pictures = catalogueImagePaths().flatMap((url) => pictureOf(url) ?? []);
  prewarmRenditions(pictures, cacheDir)
    .then((done) =>
      log.info({ ...done, ms: Math.round(performance.now() - started) }, 'image renditions ready'),
    )
    .catch((error: unknown) => log.warn({ err: (error as Error).message }, 'image prewarm failed'));
};
