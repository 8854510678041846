import type { WpCategory, WpComment, WpPost } from '@andaman/shared/contracts/blog';

/** A WordPress post as `/wp/v2/posts?_embed` returns it, with a featured image and one category. */
export function buildPost(overrides: Partial<WpPost> = {}): WpPost {
  const id = overrides.id ?? 101;
  const slug = overrides.slug ?? `post-${id}`;
  return {
    id,
    slug,
    date: '2026-01-05T10:00:00',
    date_gmt: '2026-01-05T04:30:00',
    link: `https://wordpress.example/?p=${id}`,
    title: { rendered: `Post ${id}` },
    excerpt: { rendered: `<p>Excerpt of post ${id}</p>\n` },
    content: { rendered: `<p>Content of post ${id}</p>\n` },
    comment_status: 'open',
    categories: [3],
    _embedded: {
      'wp:featuredmedia': [
        { id: 1000 + id, source_url: `https://wordpress.example/${slug}.jpg`, alt_text: '' },
      ],
      'wp:term': [[{ id: 3, name: 'Beaches', slug: 'beaches', taxonomy: 'category' }], []],
    },
    ...overrides,
  };
}

/** A category as `/wp/v2/categories` returns it. */
export const buildCategory = (id: number, name: string, count = 1): WpCategory => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  count,
});

/** A public comment. */
export const buildComment = (id: number, overrides: Partial<WpComment> = {}): WpComment => ({
  id,
  post: 101,
  author_name: 'Asha Menon',
  date: '2026-01-06T11:15:00',
  content: { rendered: '<p>Very helpful, thank you!</p>\n' },
  status: 'approved',
  ...overrides,
});
