import { imageSrcSets, parseImageFile } from '@andaman/shared/contracts/images';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_SEED } from '../seed/activities';
import { HOLIDAY_SEED } from '../seed/holidays';
import { HOTEL_ROWS } from '../seed/hotel-rows';
import { HOTEL_SEED } from '../seed/hotels';
import { slugify } from '../seed/slug';
import { CAPTION_FONT, layoutCaption, MAX_LINE_WIDTH, SAFE_AREA, textWidth } from './caption';
import { imageSource, renderRendition } from './pipeline';
import { catalogueImagePaths, pictureOf } from './prewarm';
import { drawImage, hotelStyle, pictureContent } from './svg';

const pictures = catalogueImagePaths().map((url) => {
  const picture = pictureOf(url);
  if (!picture) throw new Error(`not a pipeline URL: ${url}`);
  return picture;
});

/** A picture drawn without its caption, as 24×13 pixels: what a traveller sees at a glance. */
const glance = async (svg: string) =>
  sharp(Buffer.from(svg), { density: 18 }).resize(24, 13, { fit: 'fill' }).removeAlpha().raw().toBuffer();
const sceneOnly = (kind: Parameters<typeof pictureContent>[0], name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">${pictureContent(kind, name).body}</svg>`;
/** Mean difference of two glances, 0 (same) to 255. */
const difference = (a: Buffer, b: Buffer) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;

/** Every pair of a page's pictures differs by more than a shade. */
const expectAllDistinct = async (
  page: string,
  list: { kind: Parameters<typeof pictureContent>[0]; name: string }[],
) => {
  const glances = await Promise.all(list.map((p) => glance(sceneOnly(p.kind, p.name))));
  for (let i = 0; i < glances.length; i++)
    for (let j = i + 1; j < glances.length; j++) {
      const a = glances[i];
      const b = glances[j];
      if (!a || !b) continue;
      expect(difference(a, b), `${page}: ${list[i]?.name} and ${list[j]?.name} look alike`).toBeGreaterThan(
        4,
      );
    }
};

describe('the seeded pictures', () => {
  it('every one is well-formed SVG with no undefined or NaN value, and renders', {
    timeout: 120_000,
  }, async () => {
    expect(pictures.length).toBeGreaterThan(300);
    for (const { kind, name } of pictures) {
      const svg = drawImage(kind, name);
      expect(svg, `${kind}/${name}`).not.toMatch(/undefined|NaN|Infinity|\[object/);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
    // librsvg parses (and rejects malformed XML) while rendering; a small rendering of each is enough.
    for (const { kind, name } of pictures) {
      const meta = await sharp(Buffer.from(drawImage(kind, name)), { density: 9 })
        .png()
        .toBuffer({ resolveWithObject: true });
      expect(meta.info.width, `${kind}/${name}`).toBe(150);
    }
  });

  it('is the same picture for the same name on every call (deterministic from the seed)', () => {
    for (const { kind, name } of pictures.slice(0, 40))
      expect(drawImage(kind, name)).toBe(drawImage(kind, name));
    expect(new Set(pictures.map(({ kind, name }) => drawImage(kind, name))).size).toBe(pictures.length);
  });

  it('a hotel looks its category: huts or cottages for a standard inn, a tower or a grand hall for luxury', () => {
    for (const [name, , category] of HOTEL_ROWS) {
      const style = hotelStyle(slugify(name));
      if (category === 'STANDARD') expect(['huts', 'cottages'], name).toContain(style);
      if (category === 'LUXURY' || category === 'PREMIUM')
        expect(['tower', 'colonial'], name).toContain(style);
    }
  });

  it('no two pictures alike on a hotel page: banner, gallery and every room', {
    timeout: 120_000,
  }, async () => {
    for (const { hotel, roomTypes } of HOTEL_SEED.filter((_, i) => i % 4 === 0)) {
      const page = [
        hotel.bannerImage,
        ...hotel.images,
        ...hotel.hotelImages,
        ...roomTypes.flatMap((r) => r.images),
      ];
      await expectAllDistinct(
        `/hotels/${hotel.id}`,
        page.flatMap((url) => pictureOf(url) ?? []),
      );
    }
  });

  it('no two alike on the list pages: hotel banners, activity and package cards', {
    timeout: 120_000,
  }, async () => {
    await expectAllDistinct(
      '/hotels',
      HOTEL_SEED.flatMap(({ hotel }) => pictureOf(hotel.bannerImage) ?? []),
    );
    await expectAllDistinct(
      '/activities',
      ACTIVITY_SEED.flatMap((a) => pictureOf(a.images[0] ?? '') ?? []),
    );
    await expectAllDistinct(
      '/itinerary',
      HOLIDAY_SEED.flatMap(({ pkg }) => pictureOf(pkg.images[0] ?? '') ?? []),
    );
  });
});

describe('captions', () => {
  it('every seeded caption fits the part of the picture that every crop shows', () => {
    for (const { kind, name } of pictures) {
      const { title, subtitle } = pictureContent(kind, name);
      const { box, lines, fontSize } = layoutCaption(title, subtitle);
      const where = `${kind}/${name}: ${lines.join(' / ')}`;
      expect(box.x, where).toBeGreaterThanOrEqual(SAFE_AREA.x);
      expect(box.y, where).toBeGreaterThanOrEqual(SAFE_AREA.y);
      expect(box.x + box.width, where).toBeLessThanOrEqual(SAFE_AREA.x + SAFE_AREA.width);
      expect(box.y + box.height, where).toBeLessThanOrEqual(SAFE_AREA.y + SAFE_AREA.height);
      for (const line of lines) expect(textWidth(line, fontSize), where).toBeLessThanOrEqual(MAX_LINE_WIDTH);
      // Nothing is cut from a seeded caption: every word of it is shown.
      expect(lines.join(' ').replace(/…/g, ''), where).toBe([title, subtitle].filter(Boolean).join(' '));
    }
  });

  it('wraps, shrinks and at last shortens a caption too long for one line', () => {
    expect(layoutCaption('Aberdeen Bazaar Inn').lines).toEqual(['Aberdeen Bazaar Inn']);
    const long = layoutCaption(
      'The Andaman and Nicobar Islands Grand Heritage Waterfront Resort and Spa Collection',
    );
    expect(long.lines).toHaveLength(2);
    const absurd = layoutCaption('W'.repeat(200));
    expect(absurd.lines.join('')).toMatch(/…$/);
    for (const layout of [long, absurd])
      for (const line of layout.lines)
        expect(textWidth(line, layout.fontSize)).toBeLessThanOrEqual(MAX_LINE_WIDTH);
  });

  it('the width table is an upper bound of the drawn text (measured by rendering it)', {
    timeout: 60_000,
  }, async () => {
    const samples = [
      ...new Set(
        pictures.flatMap(
          ({ kind, name }) =>
            layoutCaption(pictureContent(kind, name).title, pictureContent(kind, name).subtitle).lines,
        ),
      ),
    ]
      .sort((a, b) => textWidth(b, 34) - textWidth(a, 34))
      .slice(0, 12);
    samples.push('WWWWWWWW mmmmmm', 'Havelock (Swaraj Dweep) · 3 nights, 4 days');
    for (const line of samples) {
      const estimate = textWidth(line, 34);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="60"><text x="10" y="45" font-family="${CAPTION_FONT}" font-weight="700" font-size="34" fill="#000">${line.replace(/&/g, '&amp;')}</text></svg>`;
      const { info } = await sharp(Buffer.from(svg))
        .flatten({ background: '#ffffff' })
        .trim()
        .toBuffer({ resolveWithObject: true });
      expect(info.width, `"${line}" drawn ${info.width} px, estimated ${estimate}`).toBeLessThanOrEqual(
        estimate + 2,
      );
    }
  });
});

describe('the image pipeline', () => {
  it('names a picture by a hash of its source and renders AVIF and WebP at each width', async () => {
    const { kind, name } = pictures[0] ?? { kind: 'hotels' as const, name: 'x' };
    const source = imageSource(kind, name);
    expect(source.type).toBe('svg');
    expect(source.hash).toMatch(/^[0-9a-f]{12}$/);
    const avif = await renderRendition(source, 400, 'avif');
    const webp = await renderRendition(source, 800, 'webp');
    expect(await sharp(avif).metadata()).toMatchObject({ format: 'heif', width: 400 });
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 800 });
  });

  it('turns a photo into renditions no wider than the photo, upright and without its metadata', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Operator' } } })
      .toBuffer();
    const source = { bytes: photo, type: 'photo' as const, hash: '0123456789ab' };
    const out = await sharp(await renderRendition(source, 1200, 'webp')).metadata();
    // Orientation 6 is a quarter turn: the upright picture is 480 wide, and it is not enlarged.
    expect(out).toMatchObject({ width: 480, height: 640 });
    expect(out.exif).toBeUndefined();
    expect(out.orientation).toBeUndefined();
  });

  it('parses its own URLs and gives the frontends their srcset', () => {
    const url = 'http://localhost:4000/api/images/hotels/aberdeen-bazaar-inn-banner.0123456789ab.webp';
    expect(imageSrcSets(url)?.avif).toBe(
      'http://localhost:4000/api/images/hotels/aberdeen-bazaar-inn-banner.0123456789ab-400.avif 400w, http://localhost:4000/api/images/hotels/aberdeen-bazaar-inn-banner.0123456789ab-800.avif 800w, http://localhost:4000/api/images/hotels/aberdeen-bazaar-inn-banner.0123456789ab-1200.avif 1200w',
    );
    expect(imageSrcSets('/api/images/avatars/guest.svg')).toBeUndefined();
    expect(parseImageFile('a-b.0123456789ab-800.avif')).toEqual({
      name: 'a-b',
      hash: '0123456789ab',
      width: 800,
      format: 'avif',
    });
    expect(parseImageFile('a-b.0123456789ab-801.avif')).toBeUndefined();
    expect(parseImageFile('a-b.0123456789ab.avif')).toBeUndefined();
    expect(parseImageFile('../x.0123456789ab.webp')).toBeUndefined();
  });
});
