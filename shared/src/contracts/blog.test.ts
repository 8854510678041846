import {
  commentCreateRequestSchema,
  commentFormSchema,
  wpCommentSchema,
  wpPostSchema,
  wpPostsQuerySchema,
} from '@andaman/shared/contracts/blog';
import { describe, expect, it } from 'vitest';

// Trimmed from a real WordPress 6 answer to GET /wp-json/wp/v2/posts?_embed.
const realWordPressPost = {
  id: 42,
  date: '2024-05-01T10:00:00',
  date_gmt: '2024-05-01T04:30:00',
  guid: { rendered: 'https://example.com/?p=42' },
  modified: '2024-05-02T10:00:00',
  slug: 'best-beaches-havelock',
  status: 'publish',
  type: 'post',
  link: 'https://example.com/best-beaches-havelock/',
  title: { rendered: 'Best beaches of Havelock' },
  content: { rendered: '<p>Radhanagar…</p>', protected: false },
  excerpt: { rendered: '<p>Radhanagar…</p>', protected: false },
  author: 1,
  featured_media: 7,
  comment_status: 'open',
  categories: [3],
  tags: [],
  yoast_head_json: {
    title: 'Best beaches',
    description: 'Guide',
    og_image: [{ url: 'https://example.com/a.jpg', width: 1200 }],
  },
  _links: { self: [{ href: 'https://example.com/wp-json/wp/v2/posts/42' }] },
  _embedded: {
    author: [{ id: 1, name: 'Editor' }],
    'wp:featuredmedia': [
      {
        id: 7,
        source_url: 'https://example.com/a.jpg',
        media_details: { width: 1200, height: 800, sizes: {} },
      },
    ],
    'wp:term': [[{ id: 3, link: 'x', name: 'Beaches', slug: 'beaches', taxonomy: 'category' }], []],
  },
};

describe('WordPress shapes', () => {
  it('parse a real post and keep fields the site does not name', () => {
    const post = wpPostSchema.parse(realWordPressPost);
    expect(post._embedded?.['wp:featuredmedia']?.[0]?.source_url).toBe('https://example.com/a.jpg');
    expect(post._embedded?.['wp:term']?.[0]?.[0]?.name).toBe('Beaches');
    expect(post.guid).toEqual({ rendered: 'https://example.com/?p=42' });
  });
  it('parse an embedded media error in place of the media', () => {
    const withError = {
      ...realWordPressPost,
      _embedded: {
        'wp:featuredmedia': [{ code: 'rest_forbidden', message: 'Sorry', data: { status: 401 } }],
      },
    };
    expect(wpPostSchema.safeParse(withError).success).toBe(true);
  });
  it('parse a public comment without author_email', () => {
    const comment = {
      id: 1,
      post: 42,
      author_name: 'Asha',
      date: '2024-05-03T10:00:00',
      content: { rendered: '<p>Lovely</p>' },
      status: 'approved',
    };
    expect(wpCommentSchema.safeParse(comment).success).toBe(true);
  });
});

describe('posts query', () => {
  it('reads comma lists of ids and defaults', () => {
    expect(wpPostsQuerySchema.parse({ categories: '3,4', exclude: '9' })).toMatchObject({
      categories: [3, 4],
      exclude: [9],
      page: 1,
      per_page: 10,
      order: 'desc',
      orderby: 'date',
    });
    expect(wpPostsQuerySchema.safeParse({ categories: 'x' }).success).toBe(false);
    expect(wpPostsQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
  });
});

describe('comment form', () => {
  it('wants name, email and comment non-blank after trimming', () => {
    expect(
      commentFormSchema.safeParse({ author_name: 'Asha', author_email: 'a@b.in', content: 'Nice' }).success,
    ).toBe(true);
    expect(
      commentFormSchema.safeParse({ author_name: '  ', author_email: 'a@b.in', content: 'Nice' }).success,
    ).toBe(false);
    expect(
      commentFormSchema.safeParse({ author_name: 'Asha', author_email: 'a@b.in', content: '   ' }).success,
    ).toBe(false);
    expect(
      commentFormSchema.safeParse({ author_name: 'Asha', author_email: 'not-mail', content: 'Nice' }).success,
    ).toBe(false);
  });
  it('create request takes the post id as text or number', () => {
    expect(
      commentCreateRequestSchema.parse({
        post: '42',
        author_name: 'Asha',
        author_email: 'a@b.in',
        content: 'Hi',
      }).post,
    ).toBe(42);
  });
});
