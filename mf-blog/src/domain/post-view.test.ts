import { buildCategory, buildPost } from '../testing/blog-builders';
import {
  categoryHref,
  categoryOptions,
  featuredImage,
  PLACEHOLDER_IMAGE,
  postCard,
  postDate,
  postTitle,
} from './post-view';

describe('featuredImage', () => {
  it('uses the embedded featured media', () => {
    const post = buildPost({
      _embedded: {
        'wp:featuredmedia': [{ source_url: 'https://wp.example/a.jpg', alt_text: 'Sunset &amp; sea' }],
      },
    });
    expect(featuredImage(post)).toEqual({
      src: 'https://wp.example/a.jpg',
      alt: 'Sunset & sea',
      placeholder: false,
    });
  });

  it('falls back to the local placeholder when WordPress leaves the key out', () => {
    const post = buildPost({ _embedded: { 'wp:term': [[], []] } });
    expect(featuredImage(post)).toEqual({ src: PLACEHOLDER_IMAGE, alt: '', placeholder: true });
    expect(featuredImage(buildPost({ _embedded: undefined })).placeholder).toBe(true);
  });

  it('falls back when the embedded media is an error object without a source', () => {
    const post = buildPost({ _embedded: { 'wp:featuredmedia': [{ id: 7 }] } });
    expect(featuredImage(post).placeholder).toBe(true);
  });
});

describe('postTitle and postCard', () => {
  it('decodes entities and drops markup from the title', () => {
    expect(postTitle(buildPost({ title: { rendered: 'Havelock&#8217;s Beaches &amp; Bays' } }))).toBe(
      'Havelock\u2019s Beaches & Bays',
    );
    expect(postTitle(buildPost({ title: { rendered: 'Hi<script>alert(1)</script>' } }))).toBe('Hi');
  });

  it('links by slug, never by WordPress link', () => {
    const card = postCard(buildPost({ slug: 'neil-island-in-one-day', link: 'http://localhost:8088/?p=9' }));
    expect(card.href).toBe('/blog/neil-island-in-one-day');
  });
});

describe('postDate', () => {
  it('reads the day as WordPress wrote it, whatever the browser zone', () => {
    expect(postDate({ date: '2026-01-05T00:30:00' })).toEqual({ iso: '2026-01-05', label: '5 January 2026' });
    expect(postDate({ date: '2026-12-31T23:59:59' })?.label).toBe('31 December 2026');
  });

  it('writes the day as Intl.DateTimeFormat("en-GB") writes it, every day of a leap year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 366; day += 1) {
      const instant = new Date(Date.UTC(2028, 0, 1 + day));
      const iso = instant.toISOString().slice(0, 10);
      expect(postDate({ date: `${iso}T12:00:00` })?.label, iso).toBe(intl.format(instant));
    }
  });

  it('gives nothing for a date it cannot read', () => {
    expect(postDate({ date: 'yesterday' })).toBeUndefined();
  });
});

describe('categories', () => {
  it('decodes the names and links to the filtered list', () => {
    expect(categoryOptions([buildCategory(6, 'Food &amp; Culture', 4)])).toEqual([
      { id: 6, name: 'Food & Culture', count: 4 },
    ]);
    expect(categoryHref(6)).toBe('/blog?cat=6');
  });
});
