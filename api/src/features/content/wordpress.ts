import type { wpCategories, wpComments, wpPosts } from '../../db/schema';
import { escapeHtml } from '../payments/pay-page';

type PostRow = typeof wpPosts.$inferSelect;
type CategoryRow = typeof wpCategories.$inferSelect;
type CommentRow = typeof wpComments.$inferSelect;

/** Where things live, for the absolute links WordPress puts in its answers. */
export type WpOrigins = { api: string; site: string };

const SITE_NAME = 'Andaman Island Experts';
const AUTHOR = { id: 1, name: 'Island Experts', slug: 'island-experts' };

// Elements whose text WordPress's wptexturize leaves alone.
const NO_TEXTURIZE = new Set(['script', 'style', 'code', 'pre', 'kbd', 'tt']);

/** Curly quotes, dashes and ellipses in one run of text (no tags), as `wptexturize` makes them. */
const texturizeText = (text: string): string =>
  text
    .replace(/\.\.\./g, '&#8230;')
    .replace(/ -- /g, ' &#8212; ')
    .replace(/ - /g, ' &#8211; ')
    .replace(/(^|[\s([{"-])'/g, '$1&#8216;')
    .replace(/'/g, '&#8217;')
    .replace(/(^|[\s([{-])"/g, '$1&#8220;')
    .replace(/"/g, '&#8221;');

/**
 * What WordPress does to titles, excerpts and content on output (`wptexturize`): straight quotes become
 * curly ones as entities (`Havelock's` → `Havelock&#8217;s`), ` - ` an en dash, `...` an ellipsis. Tags
 * and attribute values are kept as they are, and so is the text inside `script`, `style`, `code` and `pre`,
 * so markup stored in a post (even hostile markup) reaches the reader unchanged, as from WordPress.
 */
export const wpTexturize = (html: string): string => {
  let skipping: string | undefined;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<(\/?)([a-z0-9]+)/i.exec(part);
        const name = tag?.[2]?.toLowerCase();
        if (name && NO_TEXTURIZE.has(name)) {
          if (tag?.[1] === '/') {
            if (skipping === name) skipping = undefined;
          } else if (!skipping) skipping = name;
        }
        return part;
      }
      return skipping ? part : texturizeText(part);
    })
    .join('');
};

/** Plain text of stored HTML for places that take no markup (SEO titles): tags dropped, entities decoded. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&(amp|lt|gt|quot|#039);/g, (_, name: string) =>
      name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
    )
    .trim();

/** A WordPress error body. */
export const wpError = (code: string, message: string, status: number) => ({
  code,
  message,
  data: { status },
});

/** A category as `/wp/v2/categories` returns it. */
export const toWpCategory = (o: WpOrigins, row: CategoryRow, count: number) => ({
  id: row.id,
  count,
  description: row.description,
  link: `${o.site}/blog?cat=${row.id}`,
  name: row.name,
  slug: row.slug,
  taxonomy: 'category',
  parent: 0,
  meta: [],
});

/** A post as `/wp/v2/posts` returns it, with `_embedded` when `_embed` was asked for. */
export const toWpPost = (o: WpOrigins, row: PostRow, categories: CategoryRow[], embed: boolean) => {
  const link = `${o.site}/blog/${row.slug}`;
  const hasImage = row.mediaId > 0 && row.image !== '';
  const image = row.image.startsWith('/') ? `${o.api}${row.image}` : row.image;
  const title = textOf(wpTexturize(row.title));
  const post = {
    id: row.id,
    date: row.date,
    date_gmt: row.dateGmt,
    guid: { rendered: `${o.api}/?p=${row.id}` },
    modified: row.date,
    modified_gmt: row.dateGmt,
    slug: row.slug,
    status: 'publish',
    type: 'post',
    link,
    title: { rendered: wpTexturize(row.title) },
    content: { rendered: wpTexturize(row.content), protected: false },
    excerpt: { rendered: wpTexturize(row.excerpt), protected: false },
    author: AUTHOR.id,
    featured_media: row.mediaId,
    comment_status: row.commentStatus,
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: [],
    categories: row.categoryIds,
    tags: [] as number[],
    yoast_head_json: {
      title: `${title} - ${SITE_NAME}`,
      description: row.seoDescription,
      robots: { index: 'index', follow: 'follow' },
      canonical: link,
      og_locale: 'en_US',
      og_type: 'article',
      og_title: `${title} - ${SITE_NAME}`,
      og_description: row.seoDescription,
      og_url: link,
      og_site_name: SITE_NAME,
      article_published_time: `${row.dateGmt}+00:00`,
      ...(hasImage ? { og_image: [{ width: 1200, height: 630, url: image, type: 'image/svg+xml' }] } : {}),
      author: AUTHOR.name,
      twitter_card: 'summary_large_image',
    },
    _links: {
      self: [{ href: `${o.api}/wp-json/wp/v2/posts/${row.id}` }],
      collection: [{ href: `${o.api}/wp-json/wp/v2/posts` }],
      replies: [{ embeddable: true, href: `${o.api}/wp-json/wp/v2/comments?post=${row.id}` }],
      // WordPress links (and embeds) featured media only when the post has some.
      ...(hasImage
        ? { 'wp:featuredmedia': [{ embeddable: true, href: `${o.api}/wp-json/wp/v2/media/${row.mediaId}` }] }
        : {}),
    },
  };
  if (!embed) return post;
  const terms = row.categoryIds.flatMap((id) => {
    const category = categories.find((c) => c.id === id);
    return category
      ? [
          {
            id: category.id,
            link: `${o.site}/blog?cat=${category.id}`,
            name: category.name,
            slug: category.slug,
            taxonomy: 'category',
          },
        ]
      : [];
  });
  return {
    ...post,
    _embedded: {
      author: [
        {
          id: AUTHOR.id,
          name: AUTHOR.name,
          url: '',
          description: '',
          link: `${o.site}/blog`,
          slug: AUTHOR.slug,
        },
      ],
      ...(hasImage ? { 'wp:featuredmedia': [featuredMedia(o, row, link, image)] } : {}),
      // One array per taxonomy: categories, then tags (none).
      'wp:term': [terms, []],
    },
  };
};

/** The embedded attachment of a post's featured image. */
const featuredMedia = (o: WpOrigins, row: PostRow, link: string, image: string) => ({
  id: row.mediaId,
  date: row.date,
  slug: `${row.slug}-image`,
  type: 'attachment',
  link: `${link}#image`,
  title: { rendered: escapeHtml(row.imageAlt) },
  author: AUTHOR.id,
  caption: { rendered: '' },
  alt_text: row.imageAlt,
  media_type: 'image',
  mime_type: 'image/svg+xml',
  media_details: { width: 1200, height: 630, file: `${row.slug}.svg`, sizes: {} },
  source_url: image,
  _links: { self: [{ href: `${o.api}/wp-json/wp/v2/media/${row.mediaId}` }] },
});

/** A comment as `/wp/v2/comments` returns it (view context: no e-mail). */
export const toWpComment = (o: WpOrigins, row: CommentRow, postSlug: string) => {
  const avatar = `${o.api}/api/images/avatars/${row.authorName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'guest'}.svg`;
  return {
    id: row.id,
    post: row.postId,
    parent: row.parent,
    author: 0,
    author_name: row.authorName,
    author_url: '',
    date: row.date,
    date_gmt: row.dateGmt,
    content: { rendered: row.content },
    link: `${o.site}/blog/${postSlug}#comment-${row.id}`,
    status: row.status,
    type: 'comment',
    author_avatar_urls: { '24': avatar, '48': avatar, '96': avatar },
    meta: [],
  };
};

/** Comment text as WordPress stores it: escaped, wrapped in paragraphs. */
export const renderCommentText = (text: string): string =>
  `${text
    .trim()
    .split(/\n\s*\n/)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br />\n')}</p>`)
    .join('\n')}\n`;

/** WordPress date strings (local and GMT) for a moment; the site runs in UTC, as a fresh WordPress does. */
export const wpDates = (now: Date) => {
  const iso = (d: Date) => d.toISOString().slice(0, 19);
  return { date: iso(now), dateGmt: iso(now) };
};
/** The words of a search, as WordPress splits them (`"quoted phrases"` stay whole). */
export const searchTerms = (search: string): string[] =>
  [...search.matchAll(/"([^"]*)"|(\S+)/g)]
    .map((match) => (match[1] ?? match[2] ?? '').trim())
    .filter((term) => term !== '');
